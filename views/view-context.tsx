import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { UrlFor } from '../server/base-path.ts';
import type { Formatter } from './format.ts';
import type { AssetName, ScriptName } from '../server/assets/asset-manifest.ts';
import type { PendingToast } from '../server/domain/notice.ts';
import type { ShellMode } from '../server/domain/shell-mode.ts';
import type { SignedInUser } from '../server/domain/signed-in-user.ts';

/** Everything a server-rendered view needs about the request it answers. */
export interface ViewContext {
  t: TFunction;
  lang: string;
  url: UrlFor;
  /** Request path without BASE_PATH, e.g. `/devices`. */
  path: string;
  csrfToken: string;
  user: SignedInUser | null;
  edgesEnabled: boolean;
  asset(name: AssetName): string;
  /** The scripts this render's parts ask for (`useScript`); the document loads them at its end. */
  scripts: Set<ScriptName>;
  /** The session's pending toast, taken by this render: shown in the page's toast region. */
  toast?: PendingToast;
  /** Dates and numbers in the request's language. */
  format: Formatter;
  /** Keyboard labels follow the platform: Command and Option on Apple devices. */
  platform: 'apple' | 'other';
  /** How the shell frames the page (mobile-app webview embedding). */
  shellMode: ShellMode;
  /** The console's clock (server/clock.ts), for what a page shows of the current time (the footer's year); default the system's. */
  now?: () => number;
}

const Context = createContext<ViewContext | null>(null);

export const ViewContextProvider = Context.Provider;

export function useView(): ViewContext {
  const ctx = useContext(Context);
  if (!ctx) throw new Error('views must be rendered inside a ViewContextProvider');
  return ctx;
}
