// BCH-protected format and version information (ISO/IEC 18004, 7.9 and 7.10).

const FORMAT_GENERATOR = 0x537;
const FORMAT_XOR_MASK = 0x5412;
const VERSION_GENERATOR = 0x1f25;
/** The two error-correction bits of level M. */
const LEVEL_M_BITS = 0b00;

function bchRemainder(value: number, generator: number, shift: number): number {
  const degree = Math.floor(Math.log2(generator));
  let rem = value << shift;
  for (let bit = Math.floor(Math.log2(rem || 1)); bit >= degree; bit--) {
    if (rem & (1 << bit)) rem ^= generator << (bit - degree);
  }
  return rem;
}

/** The 15 format bits for level M and the given mask. */
export function formatBits(mask: number): number {
  const data = (LEVEL_M_BITS << 3) | mask;
  return ((data << 10) | bchRemainder(data, FORMAT_GENERATOR, 10)) ^ FORMAT_XOR_MASK;
}

/** The 18 version bits (versions 7 and up). */
export function versionBits(version: number): number {
  return (version << 12) | bchRemainder(version, VERSION_GENERATOR, 12);
}
