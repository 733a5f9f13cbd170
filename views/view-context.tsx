import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { UrlFor } from '../server/base-path.ts';
import type { Formatter } from './format.ts';

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
  asset(name: 'console.js' | 'console.css' | 'icons.svg'): string;
  /** Dates and numbers in the request's language. */
  format: Formatter;
  /** Keyboard labels follow the platform: Command and Option on Apple devices. */
  platform: 'apple' | 'other';
  /** How the shell frames the page (mobile-app webview embedding). */
  shellMode: ShellMode;
}

/** Query flags the mobile app passes (`embedded`, `hideToolbar`); both off in a normal browser. */
export interface ShellMode {
  /** No side navigation or user menu: the app provides its own. */
  embedded: boolean;
  /** No toolbar at all. */
  hideToolbar: boolean;
}

const Context = createContext<ViewContext | null>(null);

export const ViewContextProvider = Context.Provider;

export function useView(): ViewContext {
  const ctx = useContext(Context);
  if (!ctx) throw new Error('views must be rendered inside a ViewContextProvider');
  return ctx;
}
