import type { QrMatrix } from './qr-matrix.ts';

/** The eight data mask conditions (x = column, y = row); a module is inverted where true. */
export const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** Inverts the data modules (not the reserved ones) where the mask condition holds. */
export function applyMask(m: QrMatrix, mask: number): void {
  const condition = MASKS[mask];
  for (let y = 0; y < m.size; y++) {
    for (let x = 0; x < m.size; x++) {
      if (!m.reserved[y][x] && condition(x, y)) m.dark[y][x] = !m.dark[y][x];
    }
  }
}

const FINDER_LIKE = [
  [true, false, true, true, true, false, true, false, false, false, false],
  [false, false, false, false, true, false, true, true, true, false, true],
];

function lineScore(line: boolean[]): number {
  let score = 0;
  let run = 1;
  for (let i = 1; i <= line.length; i++) {
    if (i < line.length && line[i] === line[i - 1]) {
      run++;
      continue;
    }
    if (run >= 5) score += 3 + (run - 5);
    run = 1;
  }
  for (let i = 0; i + 11 <= line.length; i++) {
    for (const pattern of FINDER_LIKE) if (pattern.every((v, k) => line[i + k] === v)) score += 40;
  }
  return score;
}

/** The standard's penalty (runs, 2×2 blocks, finder-like patterns, dark balance); the lowest wins. */
export function penalty(m: QrMatrix): number {
  const n = m.size;
  let score = 0;
  let dark = 0;
  for (let i = 0; i < n; i++) {
    score += lineScore(m.dark[i]);
    score += lineScore(m.dark.map((row) => row[i]));
  }
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (m.dark[y][x]) dark++;
      if (x < n - 1 && y < n - 1) {
        const c = m.dark[y][x];
        if (m.dark[y][x + 1] === c && m.dark[y + 1][x] === c && m.dark[y + 1][x + 1] === c) score += 3;
      }
    }
  }
  const total = n * n;
  score += Math.floor(Math.abs(dark * 20 - total * 10) / total) * 10;
  return score;
}
