import type { Dispatcher } from '../undici-core.ts';

/** An answer read whole: its status, its content type and its body as text. */
export interface TextAnswer {
  statusCode: number;
  contentType: string;
  text: string;
}

/** The answer's body broke off after its status arrived: the status is kept. */
export class BrokenBody extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, cause: Error) {
    super(cause.message, { cause });
    this.statusCode = statusCode;
  }
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const startsWithBom = (bytes: Buffer) => bytes.length >= 3 && bytes[0] === UTF8_BOM[0] && bytes[1] === UTF8_BOM[1] && bytes[2] === UTF8_BOM[2];

/**
 * One request whose answer is read whole as UTF-8 text (a leading byte-order mark dropped, as undici's `text()` does),
 * through the dispatcher's handler calls. undici's `request()` wraps the same calls in an async resource, a readable
 * stream and a body consumer: measured in `tests/bench/floor-server.ts`, a platform call then costs about a fifth more
 * CPU. A failure before the answer's status rejects with the dispatcher's own error (a lost connection keeps its code);
 * after it, with `BrokenBody`. `signal` aborts it, queued or under way, with the signal's reason.
 */
export function requestText(dispatcher: Dispatcher, options: Dispatcher.DispatchOptions, signal?: AbortSignal): Promise<TextAnswer> {
  return new Promise((resolve, reject) => {
    let controller: { abort(reason: Error): void } | undefined;
    let statusCode = 0;
    let contentType = '';
    const chunks: Buffer[] = [];
    let length = 0;
    const reason = () => (signal!.reason as Error | undefined) ?? new Error('aborted');
    const onAbort = () => controller?.abort(reason());
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(started) {
        controller = started;
        if (signal?.aborted) started.abort(reason());
      },
      onResponseStart(_controller, status, headers) {
        if (status < 200) return; // an informational answer; the real one follows
        statusCode = status;
        const type = headers['content-type'];
        contentType = Array.isArray(type) ? type.join(', ') : (type ?? '');
      },
      onResponseData(_controller, chunk) {
        chunks.push(chunk);
        length += chunk.length;
      },
      onResponseEnd() {
        done();
        const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, length);
        resolve({ statusCode, contentType, text: bytes.toString('utf8', startsWithBom(bytes) ? 3 : 0) });
      },
      onResponseError(_controller, err) {
        done();
        reject(statusCode === 0 ? err : new BrokenBody(statusCode, err));
      },
    };
    try {
      dispatcher.dispatch(options, handler);
    } catch (err) {
      done();
      reject(err as Error);
    }
  });
}
