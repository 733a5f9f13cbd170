import { formatBits, versionBits } from './qr-format.ts';
import type { VersionLayout } from './qr-versions.ts';
import { sizeOf } from './qr-versions.ts';

/** A square of modules (true = dark) with the function patterns marked as reserved. */
export class QrMatrix {
  readonly size: number;
  readonly dark: boolean[][];
  readonly reserved: boolean[][];

  constructor(size: number) {
    this.size = size;
    this.dark = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  }

  set(x: number, y: number, dark: boolean): void {
    this.dark[y][x] = dark;
    this.reserved[y][x] = true;
  }

  clone(): QrMatrix {
    const copy = new QrMatrix(this.size);
    for (let y = 0; y < this.size; y++) {
      copy.dark[y] = [...this.dark[y]];
      copy.reserved[y] = [...this.reserved[y]];
    }
    return copy;
  }
}

function drawFinder(m: QrMatrix, cx: number, cy: number): void {
  // 7×7 finder, centred at (cx, cy), with its light separator ring.
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const x = cx + dx;
      const y = cy + dy;
      if (x < 0 || y < 0 || x >= m.size || y >= m.size) continue;
      const ring = Math.max(Math.abs(dx), Math.abs(dy));
      m.set(x, y, ring !== 2 && ring !== 4);
    }
  }
}

function drawAlignment(m: QrMatrix, cx: number, cy: number): void {
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) m.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
  }
}

/** Writes the format information for `mask` into both of its places (and the dark module). */
export function drawFormat(m: QrMatrix, mask: number): void {
  const bits = formatBits(mask);
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  const n = m.size;
  for (let i = 0; i <= 5; i++) m.set(8, i, bit(i));
  m.set(8, 7, bit(6));
  m.set(8, 8, bit(7));
  m.set(7, 8, bit(8));
  for (let i = 9; i < 15; i++) m.set(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) m.set(n - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) m.set(8, n - 15 + i, bit(i));
  m.set(8, n - 8, true);
}

function drawVersion(m: QrMatrix, version: number): void {
  if (version < 7) return;
  const bits = versionBits(version);
  for (let i = 0; i < 18; i++) {
    const dark = ((bits >>> i) & 1) === 1;
    const a = m.size - 11 + (i % 3);
    const b = Math.floor(i / 3);
    m.set(a, b, dark);
    m.set(b, a, dark);
  }
}

/** The matrix of a version with every function pattern drawn; format bits are reserved with mask 0. */
export function functionPatterns(layout: VersionLayout): QrMatrix {
  const m = new QrMatrix(sizeOf(layout.version));
  const n = m.size;
  for (let i = 0; i < n; i++) {
    m.set(6, i, i % 2 === 0);
    m.set(i, 6, i % 2 === 0);
  }
  drawFinder(m, 3, 3);
  drawFinder(m, n - 4, 3);
  drawFinder(m, 3, n - 4);
  const last = layout.alignment.length - 1;
  for (let i = 0; i <= last; i++) {
    for (let j = 0; j <= last; j++) {
      const onFinder = (i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0);
      if (!onFinder) drawAlignment(m, layout.alignment[i], layout.alignment[j]);
    }
  }
  drawFormat(m, 0);
  drawVersion(m, layout.version);
  return m;
}

/** Places the codeword bits in the two-module-wide zigzag, right to left, skipping reserved modules. */
export function placeCodewords(m: QrMatrix, codewords: Uint8Array): void {
  let bitIndex = 0;
  const total = codewords.length * 8;
  for (let right = m.size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5; // the vertical timing pattern column is skipped
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < m.size; step++) {
      const y = upward ? m.size - 1 - step : step;
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        if (m.reserved[y][x]) continue;
        // Remainder bits beyond the codewords stay light.
        m.dark[y][x] = bitIndex < total && ((codewords[bitIndex >>> 3] >>> (7 - (bitIndex & 7))) & 1) === 1;
        bitIndex++;
      }
    }
  }
}
