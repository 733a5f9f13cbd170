// The QR encoder checked against the standard's published values and by decoding its output with
// a reader written here from the standard (format bits, unmasking, zigzag, blocks, RS syndromes).
import t from 'tap';
import { encodeQr, QrTooLongError, type QrCode } from '../../server/qr/qr-encode.ts';
import { errorCorrection } from '../../server/qr/reed-solomon.ts';
import { formatBits, versionBits } from '../../server/qr/qr-format.ts';

// Level M: [EC codewords per block, data codewords of each block] for versions 1-10 (ISO/IEC 18004 table 9).
const BLOCKS: Record<number, [number, number[]]> = {
  1: [10, [16]], 2: [16, [28]], 3: [26, [44]], 4: [18, [32, 32]], 5: [24, [43, 43]],
  6: [16, [27, 27, 27, 27]], 7: [18, [31, 31, 31, 31]], 8: [22, [38, 38, 39, 39]],
  9: [22, [36, 36, 36, 37, 37]], 10: [26, [43, 43, 43, 43, 44]],
};
const ALIGNMENT: Record<number, number[]> = {
  1: [], 2: [6, 18], 3: [6, 22], 4: [6, 26], 5: [6, 30], 6: [6, 34], 7: [6, 22, 38], 8: [6, 24, 42], 9: [6, 26, 46], 10: [6, 28, 50],
};

// GF(256) for the syndrome check, built independently of the encoder's tables.
function gfMul(a: number, b: number): number {
  let product = 0;
  while (b) {
    if (b & 1) product ^= a;
    a <<= 1;
    if (a & 0x100) a ^= 0x11d;
    b >>= 1;
  }
  return product;
}

function syndromesAreZero(block: number[], ecCount: number): boolean {
  let alpha = 1;
  for (let i = 0; i < ecCount; i++) {
    let s = 0;
    for (const c of block) s = gfMul(s, alpha) ^ c; // Horner at x = α^i
    if (s !== 0) return false;
    alpha = gfMul(alpha, 2);
  }
  return true;
}

function isFunctionModule(version: number, x: number, y: number): boolean {
  const n = 17 + 4 * version;
  if ((x < 9 && y < 9) || (x >= n - 8 && y < 9) || (x < 9 && y >= n - 8)) return true; // finders, separators, format
  if (x === 6 || y === 6) return true; // timing
  const centres = ALIGNMENT[version];
  const last = centres.length - 1;
  for (let i = 0; i <= last; i++) {
    for (let j = 0; j <= last; j++) {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) continue;
      if (Math.abs(x - centres[i]) <= 2 && Math.abs(y - centres[j]) <= 2) return true;
    }
  }
  if (version >= 7 && ((x >= n - 11 && x < n - 8 && y < 6) || (y >= n - 11 && y < n - 8 && x < 6))) return true;
  return false;
}

const MASK_RULES: ((r: number, c: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

/** Reads the text back, failing on any deviation from the standard. */
function decode(code: QrCode): string {
  const m = code.modules;
  const n = m.length;
  const version = (n - 17) / 4;
  if (!Number.isInteger(version)) throw new Error(`size ${n}`);
  // Format bits: copy 1 around the top-left finder, copy 2 split at the other two finders.
  let first = 0;
  const firstPositions: [number, number][] = [[0, 8], [1, 8], [2, 8], [3, 8], [4, 8], [5, 8], [7, 8], [8, 8], [8, 7], [8, 5], [8, 4], [8, 3], [8, 2], [8, 1], [8, 0]];
  firstPositions.forEach(([r, c], i) => (first |= (m[r][c] ? 1 : 0) << i));
  let second = 0;
  for (let i = 0; i < 8; i++) second |= (m[8][n - 1 - i] ? 1 : 0) << i;
  for (let i = 8; i < 15; i++) second |= (m[n - 15 + i][8] ? 1 : 0) << i;
  if (first !== second) throw new Error('the two format copies differ');
  if (!m[n - 8][8]) throw new Error('dark module missing');
  const format = first ^ 0x5412;
  if (format >> 13 !== 0b00) throw new Error('not level M');
  const mask = (format >> 10) & 7;
  // Zigzag read of the unmasked data modules.
  const bits: number[] = [];
  let col = n - 1;
  let goingUp = true;
  while (col > 0) {
    if (col === 6) col--;
    for (let k = 0; k < n; k++) {
      const r = goingUp ? n - 1 - k : k;
      for (const c of [col, col - 1]) {
        if (isFunctionModule(version, c, r)) continue;
        bits.push((m[r][c] ? 1 : 0) ^ (MASK_RULES[mask](r, c) ? 1 : 0));
      }
    }
    goingUp = !goingUp;
    col -= 2;
  }
  const [ecCount, dataLengths] = BLOCKS[version];
  const total = dataLengths.reduce((a, b) => a + b, 0) + ecCount * dataLengths.length;
  const codewords: number[] = [];
  for (let i = 0; i < total; i++) {
    let byte = 0;
    for (let k = 0; k < 8; k++) byte = (byte << 1) | bits[i * 8 + k];
    codewords.push(byte);
  }
  // De-interleave into blocks, check each block's RS syndromes.
  const blocks = dataLengths.map(() => [] as number[]);
  let i = 0;
  for (let k = 0; k < Math.max(...dataLengths); k++) dataLengths.forEach((len, b) => k < len && blocks[b].push(codewords[i++]));
  const data = blocks.flatMap((b) => [...b]);
  for (let k = 0; k < ecCount; k++) blocks.forEach((b) => b.push(codewords[i++]));
  blocks.forEach((b, index) => {
    if (!syndromesAreZero(b, ecCount)) throw new Error(`block ${index} fails its error-correction check`);
  });
  // Byte mode segment.
  const stream = data.flatMap((byte) => Array.from({ length: 8 }, (_, k) => (byte >> (7 - k)) & 1));
  let pos = 0;
  const read = (len: number) => {
    let v = 0;
    for (let k = 0; k < len; k++) v = (v << 1) | stream[pos++];
    return v;
  };
  if (read(4) !== 0b0100) throw new Error('not byte mode');
  const count = read(version <= 9 ? 8 : 16);
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from({ length: count }, () => read(8)));
}

t.test('Reed-Solomon codewords match the standard worked example (HELLO WORLD, 1-M)', async (t) => {
  const data = Uint8Array.from([32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]);
  t.same([...errorCorrection(data, 10)], [196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
});

t.test('format and version bits match the standard tables', async (t) => {
  const levelM = ['101010000010010', '101000100100101', '101111001111100', '101101101001011', '100010111111001', '100000011001110', '100111110010111', '100101010100000'];
  t.same(levelM.map((_, mask) => formatBits(mask).toString(2).padStart(15, '0')), levelM);
  t.same([7, 8, 9, 10].map(versionBits), [0x07c94, 0x085bc, 0x09a99, 0x0a4d3]);
});

t.test('encoded codes decode back to their text, in every version 1-10', async (t) => {
  const otpauth = 'otpauth://totp/Floorboard:tenant@thingsboard.org?issuer=Floorboard&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const samples = [
    'a', otpauth, 'ÄÖÜ – ünïcode ✓ 二要素',
    ...[14, 26, 42, 62, 84, 106, 122, 152, 180, 213].map((len) => 'x'.repeat(len)),
  ];
  const versions = new Set<number>();
  for (const text of samples) {
    const code = encodeQr(text);
    versions.add(code.version);
    t.equal(decode(code), text, `${text.length} characters, version ${code.version}, mask ${code.mask}`);
    t.equal(code.size, 17 + 4 * code.version);
  }
  t.same([...versions].sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'all versions were exercised');
});

t.test('each version is the smallest that holds the text', async (t) => {
  // Byte capacities at level M: version 1 holds 14 bytes, version 2 holds 26.
  t.equal(encodeQr('x'.repeat(14)).version, 1);
  t.equal(encodeQr('x'.repeat(15)).version, 2);
  t.equal(encodeQr('x'.repeat(26)).version, 2);
  t.equal(encodeQr('x'.repeat(27)).version, 3);
  t.equal(encodeQr('x'.repeat(213)).version, 10);
  t.throws(() => encodeQr('x'.repeat(214)), QrTooLongError);
});

t.test('finder and timing patterns sit where a reader looks for them', async (t) => {
  const { modules: m, size: n } = encodeQr('finder');
  const finderRow = [true, true, true, true, true, true, true];
  t.same(m[0].slice(0, 7), finderRow);
  t.same(m[0].slice(n - 7), finderRow);
  t.same(m[n - 1].slice(0, 7), finderRow);
  t.same(m[2].slice(0, 7), [true, false, true, true, true, false, true]);
  t.same(m[6].slice(8, n - 8), Array.from({ length: n - 16 }, (_, i) => (8 + i) % 2 === 0));
});
