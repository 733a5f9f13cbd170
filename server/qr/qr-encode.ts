import { errorCorrection } from './reed-solomon.ts';
import { countBits, dataCapacity, LEVEL_M_VERSIONS, type VersionLayout } from './qr-versions.ts';
import { drawFormat, functionPatterns, placeCodewords, type QrMatrix } from './qr-matrix.ts';
import { applyMask, MASKS, penalty } from './qr-mask.ts';

const BYTE_MODE = 0b0100;
const PAD_BYTES = [0xec, 0x11];

export interface QrCode {
  version: number;
  mask: number;
  size: number;
  /** Rows of modules, true = dark. */
  modules: boolean[][];
}

export class QrTooLongError extends Error {
  override name = 'QrTooLongError';
}

class BitWriter {
  readonly bits: number[] = [];

  write(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) this.bits.push((value >>> i) & 1);
  }
}

function smallestVersion(byteLength: number): VersionLayout {
  for (const layout of LEVEL_M_VERSIONS) {
    const neededBits = 4 + countBits(layout.version) + 8 * byteLength;
    if (neededBits <= dataCapacity(layout) * 8) return layout;
  }
  throw new QrTooLongError(`${byteLength} bytes do not fit a version 10-M QR code`);
}

/** Mode, count, the bytes, terminator and padding: exactly the version's data codewords. */
function dataCodewords(bytes: Uint8Array, layout: VersionLayout): Uint8Array {
  const capacityBits = dataCapacity(layout) * 8;
  const writer = new BitWriter();
  writer.write(BYTE_MODE, 4);
  writer.write(bytes.length, countBits(layout.version));
  for (const b of bytes) writer.write(b, 8);
  writer.write(0, Math.min(4, capacityBits - writer.bits.length));
  writer.write(0, (8 - (writer.bits.length % 8)) % 8);
  const out = new Uint8Array(capacityBits / 8);
  let i = 0;
  for (; i * 8 < writer.bits.length; i++) {
    let byte = 0;
    for (let k = 0; k < 8; k++) byte = (byte << 1) | writer.bits[i * 8 + k];
    out[i] = byte;
  }
  for (let p = 0; i < out.length; i++, p++) out[i] = PAD_BYTES[p % 2];
  return out;
}

/** Splits into blocks, adds each block's error correction, and interleaves data then EC codewords. */
export function finalCodewords(data: Uint8Array, layout: VersionLayout): Uint8Array {
  const blocks: Uint8Array[] = [];
  let offset = 0;
  for (const length of layout.blocks) {
    blocks.push(data.subarray(offset, offset + length));
    offset += length;
  }
  const ec = blocks.map((b) => errorCorrection(b, layout.ecPerBlock));
  const out: number[] = [];
  const longest = Math.max(...layout.blocks);
  for (let i = 0; i < longest; i++) for (const b of blocks) if (i < b.length) out.push(b[i]);
  for (let i = 0; i < layout.ecPerBlock; i++) for (const e of ec) out.push(e[i]);
  return Uint8Array.from(out);
}

/** Encodes text (UTF-8, byte mode) at error-correction level M in the smallest of versions 1–10. */
export function encodeQr(text: string): QrCode {
  const bytes = new TextEncoder().encode(text);
  const layout = smallestVersion(bytes.length);
  const base = functionPatterns(layout);
  placeCodewords(base, finalCodewords(dataCodewords(bytes, layout), layout));
  let best: { matrix: QrMatrix; mask: number; score: number } | null = null;
  for (let mask = 0; mask < MASKS.length; mask++) {
    const candidate = base.clone();
    applyMask(candidate, mask);
    drawFormat(candidate, mask);
    const score = penalty(candidate);
    if (!best || score < best.score) best = { matrix: candidate, mask, score };
  }
  return { version: layout.version, mask: best!.mask, size: best!.matrix.size, modules: best!.matrix.dark };
}
