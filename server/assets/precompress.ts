import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) beside a built asset, which
 * @fastify/static serves to clients that accept them (`preCompressed`); done once at build, so no request pays for it.
 */
export function precompress(file: string): void {
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}
