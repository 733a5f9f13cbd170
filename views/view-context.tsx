import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { UrlFor } from '../server/base-path.ts';
import type { Formatter } from './format.ts';
import type { AssetName, ScriptName } from '../server/assets/asset-manifest.ts';
import type { Notice } from '../server/notices/notice.ts';

export type Authority = 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER';

export interface SignedInUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  authority: Authority;
  tenantId: string;
  customerId: string;
  lang?: string;
  /** A public-link visitor (a public customer's token): no profile, security or sign-out. */
  isPublic?: boolean;
}

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
}

/** A toast and the id of its close checkbox. */
export interface PendingToast {
  notice: Notice;
  id: string;
}

/** How the page is framed: the mobile app's query flags (`embedded`, `hideToolbar`) and the route's layout. */
export interface ShellMode {
  /** No side navigation or user menu: the app provides its own. */
  embedded: boolean;
  /** No toolbar at all. */
  hideToolbar: boolean;
  /** A route outside the home layout (the fullscreen dashboard): no side menu. */
  fullscreen: boolean;
}

const Context = createContext<ViewContext | null>(null);

export const ViewContextProvider = Context.Provider;

export function useView(): ViewContext {
  const ctx = useContext(Context);
  if (!ctx) throw new Error('views must be rendered inside a ViewContextProvider');
  return ctx;
}
