// Arithmetic in GF(256) with the QR code's reducing polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11d).
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);

let value = 1;
for (let i = 0; i < 255; i++) {
  EXP[i] = value;
  LOG[value] = i;
  value <<= 1;
  if (value & 0x100) value ^= 0x11d;
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255];

export function gfMultiply(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : EXP[LOG[a] + LOG[b]];
}

/** α^n, the field's generator raised to n. */
export function gfPower(n: number): number {
  return EXP[n % 255];
}
