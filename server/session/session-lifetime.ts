import type { Session } from 'fastify';
import { isConfined } from '../domain/forced-place.ts';

// A console session stays in the store (and its cookie in the browser) this much longer than its
// idle time, so that a user who comes back late is told why they must sign in again.
const EXPLAIN_GRACE_MS = 24 * 60 * 60_000;
// Kiosk sessions are renewed by the keeper long before this; the store just must not drop them.
const KIOSK_TTL_MS = 400 * 24 * 60 * 60_000;

export interface LifetimeSettings {
  idleMs: number;
  /** 0: no absolute limit. */
  absoluteMs: number;
  kiosk: boolean;
}

export type SessionEnd = 'idle' | 'absolute';

/** The idle timeout, absolute lifetime and kiosk exemption of console sessions. */
export class SessionLifetime {
  readonly settings: LifetimeSettings;

  constructor(settings: LifetimeSettings) {
    this.settings = settings;
  }

  /** A kiosk session: kiosk mode is on and the session is confined to a dashboard. */
  isKiosk(session: Partial<Session>): boolean {
    return this.settings.kiosk && isConfined(session.place);
  }

  /** How long the store and the cookie keep a session after its last save. */
  ttlMs(session: Partial<Session>): number {
    return this.isKiosk(session) ? KIOSK_TTL_MS : this.settings.idleMs + EXPLAIN_GRACE_MS;
  }

  /** Why a signed-in session is over, or null while it may go on. */
  endOf(session: Partial<Session>, now = Date.now()): SessionEnd | null {
    if (!session.user || this.isKiosk(session)) return null;
    const { idleMs, absoluteMs } = this.settings;
    if (absoluteMs > 0 && session.createdAt !== undefined && now - session.createdAt > absoluteMs) return 'absolute';
    if (session.touchedAt !== undefined && now - session.touchedAt > idleMs) return 'idle';
    return null;
  }
}
