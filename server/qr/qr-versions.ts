/** Error correction level M, versions 1 to 10: what an otpauth:// address needs. */
export interface VersionLayout {
  version: number;
  /** Error-correction codewords per block. */
  ecPerBlock: number;
  /** Data codewords of each block, shorter blocks first. */
  blocks: number[];
  /** Centres of the alignment patterns, on both axes. */
  alignment: number[];
}

const repeat = (count: number, size: number) => Array<number>(count).fill(size);

export const LEVEL_M_VERSIONS: VersionLayout[] = [
  { version: 1, ecPerBlock: 10, blocks: [16], alignment: [] },
  { version: 2, ecPerBlock: 16, blocks: [28], alignment: [6, 18] },
  { version: 3, ecPerBlock: 26, blocks: [44], alignment: [6, 22] },
  { version: 4, ecPerBlock: 18, blocks: repeat(2, 32), alignment: [6, 26] },
  { version: 5, ecPerBlock: 24, blocks: repeat(2, 43), alignment: [6, 30] },
  { version: 6, ecPerBlock: 16, blocks: repeat(4, 27), alignment: [6, 34] },
  { version: 7, ecPerBlock: 18, blocks: repeat(4, 31), alignment: [6, 22, 38] },
  { version: 8, ecPerBlock: 22, blocks: [...repeat(2, 38), ...repeat(2, 39)], alignment: [6, 24, 42] },
  { version: 9, ecPerBlock: 22, blocks: [...repeat(3, 36), ...repeat(2, 37)], alignment: [6, 26, 46] },
  { version: 10, ecPerBlock: 26, blocks: [...repeat(4, 43), 44], alignment: [6, 28, 50] },
];

export function dataCapacity(layout: VersionLayout): number {
  return layout.blocks.reduce((sum, n) => sum + n, 0);
}

/** Bits of the byte-mode character count: 8 up to version 9, 16 from version 10. */
export function countBits(version: number): number {
  return version <= 9 ? 8 : 16;
}

export function sizeOf(version: number): number {
  return 17 + 4 * version;
}
