import type { ShellMode } from '../view-context.tsx';

function flag(value: unknown): boolean {
  return value === 'true' || value === '1' || value === '';
}

/**
 * The mobile app's query flags: `embedded` (the app shows its own navigation) and `hideToolbar`.
 * Its `reload` flag only defeats the webview's cache and needs nothing here; `state` selects a
 * dashboard state and waits for the dashboard pages.
 */
export function parseShellMode(query: unknown): ShellMode {
  const q = (query ?? {}) as Record<string, unknown>;
  return { embedded: flag(q.embedded), hideToolbar: flag(q.hideToolbar) };
}
