/** A task refused because the queue in front of a bounded resource is full. */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

/**
 * Runs at most `concurrency` tasks at a time; up to `queueLimit` more wait for a turn in arrival order, and
 * any further task is refused at once with a QueueFullError (the caller answers 503 or degrades).
 */
export class BoundedQueue {
  readonly concurrency: number;
  readonly queueLimit: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(concurrency: number, queueLimit: number) {
    this.concurrency = Math.max(1, concurrency);
    this.queueLimit = Math.max(0, queueLimit);
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.concurrency) this.#running++;
    else if (this.#waiting.length < this.queueLimit) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else throw new QueueFullError();
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiting task, so a newcomer cannot overtake it.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
