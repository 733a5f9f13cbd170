import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import type { ChangeListener } from './change-bus.ts';

/** One live subscription of a session; `stop` releases whatever it holds (bus listeners, timers). */
interface Subscription {
  stop(): void;
}

/** One WebSocket connection of an authenticated user. */
export interface WsSession {
  readonly id: string;
  readonly caller: Caller;
  readonly ctx: EmulatorContext;
  /** Sends one JSON message if the socket is still open. */
  send(message: unknown): void;
  /**
   * Registers a live subscription under a key (`v1:<cmdId>`, `entityData:<cmdId>`, ...) whose listener
   * receives every change-bus event until it is unsubscribed or the session closes. A subscription with
   * the same key is replaced.
   */
  subscribe(key: string, listener: ChangeListener, onStop?: () => void): void;
  /** Ends the subscription with that key; false when there was none. */
  unsubscribe(key: string): boolean;
  hasSubscription(key: string): boolean;
  readonly subscriptionCount: number;
  readonly closed: boolean;
}

/**
 * `admit` is asked before a new subscription key is added; it answers null to allow it, or the reason the
 * session is closed for (subscription limits).
 */
export function createSession(
  id: string, caller: Caller, ctx: EmulatorContext, write: (text: string) => void,
  admit: () => string | null = () => null, refuse: (reason: string) => void = () => {},
): WsSession & { close(): void } {
  const subscriptions = new Map<string, Subscription>();
  let closed = false;
  const unsubscribe = (key: string) => {
    const subscription = subscriptions.get(key);
    if (!subscription) return false;
    subscriptions.delete(key);
    subscription.stop();
    return true;
  };
  return {
    id,
    caller,
    ctx,
    send(message) {
      if (!closed) write(JSON.stringify(message));
    },
    subscribe(key, listener, onStop) {
      const replacing = unsubscribe(key);
      if (closed) return;
      const refusal = replacing ? null : admit();
      if (refusal !== null) {
        refuse(refusal);
        return;
      }
      const off = ctx.bus.subscribe(listener);
      subscriptions.set(key, { stop: () => { off(); onStop?.(); } });
    },
    unsubscribe,
    hasSubscription: (key) => subscriptions.has(key),
    get subscriptionCount() {
      return subscriptions.size;
    },
    get closed() {
      return closed;
    },
    close() {
      closed = true;
      for (const key of [...subscriptions.keys()]) unsubscribe(key);
    },
  };
}
