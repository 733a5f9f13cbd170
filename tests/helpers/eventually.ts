import { setTimeout as pause } from 'node:timers/promises';

/**
 * Waits for a condition that something running in the background (a renewal, a task, a socket) will make
 * true, checking every few milliseconds. The limit is only a guard against a hang, far beyond any busy
 * machine's delay: the test fails with `what` when the condition never holds.
 */
export async function eventually<T>(check: () => T | Promise<T>, what: string, limitMs = 60_000): Promise<NonNullable<T>> {
  const giveUpAt = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > giveUpAt) throw new Error(`gave up waiting: ${what}`);
    await pause(10);
  }
}
