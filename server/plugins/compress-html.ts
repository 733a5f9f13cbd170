import type { FastifyInstance, FastifyReply } from 'fastify';
import { negotiate } from '@fastify/accept-negotiator';
import fp from 'fastify-plugin';
import { brotliCompressSync, constants, gzipSync, zstdCompressSync } from 'node:zlib';

/** Smaller answers gain less than the encoding header costs. */
const MIN_BYTES = 1024;
// Chosen by measurement (CPU per call on the 48 KB device list page, same run): zstd level 1 costs a third of
// brotli quality 2's CPU and its output is 3% smaller, so browsers that accept it get it (Chromium, Firefox);
// brotli quality 2 costs three quarters of quality 3's CPU for 2% more bytes, and gzip level 4 is as small as
// brotli 3. Every call allocates its window: the smallest that holds the page (64 KiB for a list page, a third of
// the CPU of a 256 KiB one), never brotli's default 4 MiB; zstd sizes its own from the page's length.
const ZSTD_LEVEL = 1;
const BROTLI_QUALITY = 2;
const MIN_WINDOW_BITS = 16;
const MAX_WINDOW_BITS = 20;
const GZIP_LEVEL = 4;

type Encoding = 'zstd' | 'br' | 'gzip';
// The order is the preference among encodings a client accepts equally. Browsers send a few distinct headers: each
// one's choice is remembered.
const PREFERENCE: Encoding[] = ['zstd', 'br', 'gzip'];
const chosen = new Map<string, Encoding | null>();

function encodingFor(accepted: string): Encoding | null {
  let encoding = chosen.get(accepted);
  if (encoding === undefined) {
    encoding = negotiate(accepted, PREFERENCE);
    if (chosen.size >= 100) chosen.clear();
    chosen.set(accepted, encoding);
  }
  return encoding;
}

function brotliParams(bytes: number): Record<number, number> {
  const windowBits = Math.min(MAX_WINDOW_BITS, Math.max(MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes))));
  return {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_LGWIN]: windowBits,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
  };
}
const ZSTD_PARAMS = { [constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL };

// Each page would otherwise leave its UTF-8 copy and a 16 KB output buffer to the garbage collector, which frees
// such external memory only after tens of MiB of it: the page is encoded into one reused buffer, and the output
// buffers are small enough to come from Node's shared buffer pool.
const scratch = Buffer.allocUnsafeSlow(512 * 1024);
const CHUNK_SIZE = 4095;
const MAX_UTF8_BYTES_PER_CHAR = 4;

/** The page as UTF-8, in the reused buffer when it fits (compression reads it synchronously, before the next page). */
function utf8(payload: string): Buffer {
  const written = scratch.write(payload);
  return written <= scratch.length - MAX_UTF8_BYTES_PER_CHAR ? scratch.subarray(0, written) : Buffer.from(payload);
}

function compress(input: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'zstd') return zstdCompressSync(input, { chunkSize: CHUNK_SIZE, pledgedSrcSize: input.length, params: ZSTD_PARAMS });
  if (encoding === 'br') return brotliCompressSync(input, { chunkSize: CHUNK_SIZE, params: brotliParams(input.length) });
  return gzipSync(input, { chunkSize: CHUNK_SIZE, level: GZIP_LEVEL });
}

function isHtml(reply: FastifyReply): boolean {
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html');
}

function addVary(reply: FastifyReply, header: string): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, ${header}` : header);
}

/**
 * Compresses the rendered HTML for clients that accept zstd, brotli or gzip (static files come precompressed from
 * the build). Synchronously: on the thread pool the same work measured three times the CPU, and each pool thread
 * kept its own malloc arena of freed compressor buffers.
 */
export const compressHtml = fp(async function compressHtml(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || payload.length < MIN_BYTES || !isHtml(reply) || reply.hasHeader('content-encoding')) return done(null, payload);
    addVary(reply, 'Accept-Encoding');
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? encodingFor(accepted) : null;
    if (!encoding) return done(null, payload);
    const body = compress(utf8(payload), encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, body);
  });
}, { name: 'compress-html' });
