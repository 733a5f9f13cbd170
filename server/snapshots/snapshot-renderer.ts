import type { Clock } from '../clock.ts';
import { BoundedQueue } from '../limits/bounded-queue.ts';

/** A snapshot not drawn within the time limit (its reading goes on and keeps its turn until it ends; rasterizing stops). */
export class SnapshotTimeoutError extends Error {
  override name = 'SnapshotTimeoutError';
}

export interface SnapshotLimits {
  /** Snapshots waiting for their turn beyond the one being drawn; more are refused. */
  queueLimit: number;
  timeLimitMs: number;
}

export const DEFAULT_SNAPSHOT_LIMITS: SnapshotLimits = { queueLimit: 3, timeLimitMs: 20_000 };

/**
 * Draws one snapshot at a time per process (reading a dashboard's data and drawing it takes memory and a core),
 * with a short queue (QueueFullError past it) and a time limit from the request's arrival (SnapshotTimeoutError).
 */
export class SnapshotRenderer {
  readonly #queue: BoundedQueue;
  readonly #clock: Clock;
  readonly #timeLimitMs: number;

  constructor(clock: Clock, limits: SnapshotLimits = DEFAULT_SNAPSHOT_LIMITS) {
    this.#queue = new BoundedQueue(1, limits.queueLimit);
    this.#clock = clock;
    this.#timeLimitMs = limits.timeLimitMs;
  }

  /** Runs `work` in its turn; past the time limit its signal is aborted (stopping the rasterizer) and the caller told. */
  async draw(work: (signal: AbortSignal) => Promise<Buffer>): Promise<Buffer> {
    const abort = new AbortController();
    let cancel = () => {};
    const timeout = new Promise<never>((_, reject) => {
      cancel = this.#clock.schedule(this.#timeLimitMs, () => {
        abort.abort();
        reject(new SnapshotTimeoutError());
      });
    });
    const drawn = this.#queue.run(() => work(abort.signal));
    // A late failure of work already answered as timed out is nobody's to handle.
    drawn.catch(() => undefined);
    try {
      return await Promise.race([drawn, timeout]);
    } finally {
      cancel();
    }
  }
}
