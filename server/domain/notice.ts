/** The spec's toast types: error dark red, warn orange, success green, info dark grey. */
export type NoticeType = 'error' | 'warn' | 'success' | 'info';

/** Top left by default (bottom on narrow screens); the update notice goes bottom right. */
export type NoticePosition = 'top-left' | 'bottom-right';

/** A toast: kept in the session until the next page or fragment shows it. */
export interface Notice {
  type: NoticeType;
  /** Already translated, or the platform's message. */
  message: string;
  position?: NoticePosition;
  /** Auto-dismiss after this long when JavaScript runs; absent: stays until closed. */
  durationMs?: number;
  /** Extra lines, e.g. the method, address and status of a failed call. */
  details?: string[];
  /** A console path to try the failed action again. */
  retryPath?: string;
}

/** A toast taken for one render, and the id of its close checkbox. */
export interface PendingToast {
  notice: Notice;
  id: string;
}
