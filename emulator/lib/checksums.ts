import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';

export const CHECKSUM_ALGORITHMS = ['MD5', 'SHA256', 'SHA384', 'SHA512', 'CRC32', 'MURMUR3_32', 'MURMUR3_128'] as const;

const NODE_DIGESTS: Record<string, string> = { MD5: 'md5', SHA256: 'sha256', SHA384: 'sha384', SHA512: 'sha512' };

/** A 32-bit value as Guava prints a HashCode made from an int: its bytes little-endian, in hex. */
function intHex(value: number): string {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes.toString('hex');
}

function murmur3x86_32(data: Buffer): number {
  const c1 = 0xcc9e2d51;
  const c2 = 0x1b873593;
  let h = 0;
  const blocks = data.length - (data.length % 4);
  for (let i = 0; i < blocks; i += 4) {
    let k = data.readUInt32LE(i);
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  let k = 0;
  for (let i = data.length - 1; i >= blocks; i--) k = (k << 8) | data[i];
  if (data.length > blocks) {
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
  }
  h ^= data.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

const MASK64 = (1n << 64n) - 1n;
const rotl64 = (x: bigint, r: bigint) => ((x << r) | (x >> (64n - r))) & MASK64;
function fmix64(k: bigint): bigint {
  k ^= k >> 33n;
  k = (k * 0xff51afd7ed558ccdn) & MASK64;
  k ^= k >> 33n;
  k = (k * 0xc4ceb9fe1a85ec53n) & MASK64;
  return k ^ (k >> 33n);
}

/** MurmurHash3 x64 128-bit with seed 0; result bytes are h1 then h2, each little-endian. */
function murmur3x64_128(data: Buffer): string {
  const c1 = 0x87c37b91114253d5n;
  const c2 = 0x4cf5ad432745937fn;
  let h1 = 0n;
  let h2 = 0n;
  const blocks = data.length - (data.length % 16);
  const mixK1 = (k1: bigint) => (rotl64((k1 * c1) & MASK64, 31n) * c2) & MASK64;
  const mixK2 = (k2: bigint) => (rotl64((k2 * c2) & MASK64, 33n) * c1) & MASK64;
  for (let i = 0; i < blocks; i += 16) {
    h1 ^= mixK1(data.readBigUInt64LE(i));
    h1 = rotl64(h1, 27n);
    h1 = (h1 + h2) & MASK64;
    h1 = (h1 * 5n + 0x52dce729n) & MASK64;
    h2 ^= mixK2(data.readBigUInt64LE(i + 8));
    h2 = rotl64(h2, 31n);
    h2 = (h2 + h1) & MASK64;
    h2 = (h2 * 5n + 0x38495ab5n) & MASK64;
  }
  let k1 = 0n;
  let k2 = 0n;
  const tail = data.length - blocks;
  for (let i = tail - 1; i >= 8; i--) k2 = (k2 << 8n) | BigInt(data[blocks + i]);
  for (let i = Math.min(tail, 8) - 1; i >= 0; i--) k1 = (k1 << 8n) | BigInt(data[blocks + i]);
  if (tail > 8) h2 ^= mixK2(k2);
  if (tail > 0) h1 ^= mixK1(k1);
  const length = BigInt(data.length);
  h1 ^= length;
  h2 ^= length;
  h1 = (h1 + h2) & MASK64;
  h2 = (h2 + h1) & MASK64;
  h1 = fmix64(h1);
  h2 = fmix64(h2);
  h1 = (h1 + h2) & MASK64;
  h2 = (h2 + h1) & MASK64;
  const out = Buffer.alloc(16);
  out.writeBigUInt64LE(h1, 0);
  out.writeBigUInt64LE(h2, 8);
  return out.toString('hex');
}

/** The checksum text the platform computes for an uploaded package. */
export function checksumOf(algorithm: string, data: Buffer): string {
  const digest = NODE_DIGESTS[algorithm];
  if (digest !== undefined) return createHash(digest).update(data).digest('hex');
  if (algorithm === 'CRC32') return intHex(crc32(data));
  if (algorithm === 'MURMUR3_32') return intHex(murmur3x86_32(data));
  if (algorithm === 'MURMUR3_128') return murmur3x64_128(data);
  throw new Error(`unknown checksum algorithm ${algorithm}`);
}
