import type { Clock as ConsoleClock } from '../../server/clock.ts';
import type { Clock as EmulatorClock } from '../../emulator/lib/clock.ts';

interface Timer {
  at: number;
  fn: () => void;
}

/**
 * A clock that stands still until the test moves it. Give the same one to the emulator (token issue,
 * expiry and outdating, rate limits, 2FA codes) and to the console (token freshness, kiosk renewals,
 * resend countdowns), then `advance()` instead of sleeping. It starts on a whole second, so token
 * times (whole seconds) fall the same way on every run.
 */
export class TestClock implements ConsoleClock, EmulatorClock {
  #now: number;
  #timers: Timer[] = [];

  constructor(start = Math.ceil(Date.now() / 1000) * 1000) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  schedule(ms: number, fn: () => void): () => void {
    const timer = { at: this.#now + Math.max(0, ms), fn };
    this.#timers.push(timer);
    return () => {
      this.#timers = this.#timers.filter((t) => t !== timer);
    };
  }

  every(ms: number, fn: () => void): () => void {
    const run = () => {
      cancel = this.schedule(ms, run);
      fn();
    };
    let cancel = this.schedule(ms, run);
    return () => cancel();
  }

  /** How many timers fall due within `ms` from now: lets a test wait until the code under test has scheduled one. */
  dueWithin(ms: number): number {
    return this.#timers.filter((t) => t.at <= this.#now + ms).length;
  }

  /** Moves time forward; each timer that falls due runs with the clock at its own time, earliest first. */
  advance(ms: number): void {
    const target = this.#now + ms;
    for (;;) {
      const due = this.#timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.#timers = this.#timers.filter((t) => t !== due);
      this.#now = due.at;
      due.fn();
    }
    this.#now = target;
  }

  /** Moves to the start of the next whole second (token outdating compares whole seconds). */
  nextSecond(): void {
    this.advance(1000 - (this.#now % 1000));
  }
}
