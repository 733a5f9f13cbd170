import { gfMultiply, gfPower } from './galois-field.ts';

/** Coefficients (highest degree first, leading 1 left out) of ∏ (x − α^i) for i < degree. */
export function generatorPolynomial(degree: number): Uint8Array {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j++) {
      next[j] ^= poly[j];
      next[j + 1] ^= gfMultiply(poly[j], gfPower(i));
    }
    poly = next;
  }
  return Uint8Array.from(poly.slice(1));
}

/** The error-correction codewords of one block: the remainder of data·x^n divided by the generator. */
export function errorCorrection(data: Uint8Array, degree: number): Uint8Array {
  const generator = generatorPolynomial(degree);
  const remainder = new Uint8Array(degree);
  for (const byte of data) {
    const factor = byte ^ remainder[0];
    remainder.copyWithin(0, 1);
    remainder[degree - 1] = 0;
    for (let i = 0; i < degree; i++) remainder[i] ^= gfMultiply(generator[i], factor);
  }
  return remainder;
}
