import type { FastifyRequest } from 'fastify';
import type { TokenPair } from '../platform/tokens.ts';
import type { SignedInUser } from '../domain/signed-in-user.ts';
import type { Notice } from '../domain/notice.ts';
import type { ForcedPlace } from '../domain/forced-place.ts';
import type { PendingVerification, SignInFacts } from '../domain/sign-in.ts';
import type { TwoFactorSetup } from '../domain/two-factor.ts';
import type { WidgetFormResult } from '../domain/dashboard/dashboard-view.ts';
import type { SessionStore } from './session-store.ts';
import type { SessionLifetime } from './session-lifetime.ts';
import type { CsvImportJob } from '../domain/csv-import.ts';
import type { ImportedRuleChain } from '../domain/rule-chain-import.ts';
import type { DashboardDraft } from '../domain/dashboard/dashboard-draft.ts';
import type { ChainDraft } from '../domain/rule-chain-draft.ts';
import type { WidgetDialogInput } from './editor-drafts.ts';

/** The CSRF secret's key in the session (@fastify/csrf-protection keeps it there). */
export const CSRF_SESSION_KEY = '_csrf';

/**
 * Everything the console keeps per browser in the server session (the store holds it as JSON; the browser only the
 * signed id). Read it anywhere through `request.session`; change it through the functions below, which keep the
 * members that belong together consistent.
 */
export interface ConsoleSessionData {
  /** The platform's tokens; never sent to the browser. */
  tokens?: TokenPair;
  user?: SignedInUser;
  /** When the session signed in, and when it last did anything (minute precision): its absolute and idle lifetime. */
  createdAt?: number;
  touchedAt?: number;
  /** A page of this console asked for before sign-in, to go to after it. */
  redirectUrl?: string;
  /** The secret of the session's CSRF tokens (written by @fastify/csrf-protection). */
  [CSRF_SESSION_KEY]?: string;
  /** The toast to show on the next page or fragment (a newer one replaces it). */
  toast?: Notice;
  /** A password sign-in waiting for its second factor; only login/mfa may be opened meanwhile. */
  pendingVerification?: PendingVerification;

  // Facts read from the platform once and kept for the session.
  edgesEnabled?: boolean;
  /** What sign-in learnt about the user's landing place; changing them forgets `place`. */
  signInFacts?: SignInFacts;
  /** Where a fullscreen default-dashboard or public user is confined (null: nowhere), worked out by the guard from `signInFacts`. */
  place?: ForcedPlace | null;
  /** The first page after sign-in has been served (the system administrator's update check is done). */
  landed?: boolean;

  // One page's state between two requests.
  /** A second factor being enabled on the security page, between its steps. */
  twoFactorSetup?: TwoFactorSetup;
  /** Backup codes just generated: shown on the next security page and downloadable until then. */
  backupCodes?: string[];
  /** A dashboard widget form's refused input or platform error, shown once on the dashboard it came from. */
  widgetForm?: WidgetFormResult;
  /** A CSV import between its steps (the uploaded file, its configuration and mapping, then its result). */
  csvImport?: CsvImportJob;
  /** A rule chain read from a file, shown on its import page until it is saved. */
  ruleChainImport?: ImportedRuleChain;
  /** Rule chains changed in the editor and not saved yet, by chain id (a few at most: the oldest is dropped). */
  ruleChainDrafts?: Record<string, ChainDraft>;
  /** JWT settings typed on the security page, shown in their confirmation dialog until saved. */
  jwtSettingsDraft?: Record<string, string | boolean>;
  /** Dashboards being edited, with their undo versions, by dashboard id, until saved or discarded (a few at most: the
   * oldest is dropped), so that editing a second dashboard keeps the first one's draft. */
  dashboardDrafts?: Record<string, DashboardDraft>;
  /** The edit-widget dialog's input, unsaved, while one of its colour or icon picker dialogs is open. */
  widgetDialogInput?: WidgetDialogInput;
}

declare module 'fastify' {
  interface Session extends ConsoleSessionData {}
}

type ConsoleSession = FastifyRequest['session'];

/** What a fresh session may keep of the one it replaces. */
export type KeptOnRenewal = 'redirectUrl' | typeof CSRF_SESSION_KEY;

/**
 * Replaces the session by an empty one under a new id (against fixation; the old one is removed from the store),
 * keeping only `keep`: the address to come back to after sign-in, the CSRF secret (so that a form of the ended
 * session leads to sign-in, not to "form expired").
 */
export async function renewSession(request: FastifyRequest, keep: readonly KeptOnRenewal[] = []): Promise<void> {
  const kept = keep.flatMap((key) => {
    const value = request.session[key];
    return value === undefined ? [] : [{ key, value }];
  });
  await request.session.regenerate();
  for (const { key, value } of kept) request.session[key] = value;
}

/** A sign-in's first step: a new session holding the platform's tokens. Returns the address remembered before it. */
export async function beginSignIn(request: FastifyRequest, tokens: TokenPair, now = Date.now()): Promise<string | undefined> {
  const redirectUrl = request.session.redirectUrl;
  await renewSession(request);
  Object.assign(request.session, { tokens, createdAt: now, touchedAt: now });
  return redirectUrl;
}

/** A sign-in's last step: who signed in, and the facts the shell and the guard need. */
export function completeSignIn(session: ConsoleSession, signedIn: { user: SignedInUser; edgesEnabled: boolean; facts: SignInFacts }): void {
  session.user = signedIn.user;
  session.edgesEnabled = signedIn.edgesEnabled;
  session.signInFacts = signedIn.facts;
}

// Saving on every request would write the store per click; a minute's precision is enough for idle expiry.
const TOUCH_EVERY_MS = 60_000;

/** Notes the signed-in session's activity, at most once a minute; returns whether it did (the session is then saved). */
export function touch(session: ConsoleSession, now = Date.now()): boolean {
  if (session.touchedAt && now - session.touchedAt <= TOUCH_EVERY_MS) return false;
  session.touchedAt = now;
  return true;
}

/** The platform did not accept the tokens: nothing of them may stay. */
export function abandonSignIn(session: ConsoleSession): void {
  session.tokens = undefined;
  session.user = undefined;
}

export function isSignedIn(session: ConsoleSession): boolean {
  return Boolean(session.user && session.tokens);
}

/** New tokens for the signed-in session (a refresh, a changed password). */
export function storeTokens(session: ConsoleSessionData, tokens: TokenPair): void {
  session.tokens = { token: tokens.token, refreshToken: tokens.refreshToken };
}

/** A session as the store holds it, read outside any request of it (the live-data socket, the kiosk keeper). */
export async function readStoredSession(store: SessionStore, sid: string): Promise<ConsoleSessionData | null> {
  return (await store.read(sid)) as ConsoleSessionData | null;
}

/** Renewed tokens written into a stored session outside any request of it; its pages use them from their next request. */
export async function storeTokensOf(store: SessionStore, sid: string, stored: ConsoleSessionData, tokens: TokenPair, lifetime: SessionLifetime): Promise<void> {
  const renewed = { ...stored };
  storeTokens(renewed, tokens);
  await store.write(sid, renewed, lifetime.ttlMs(renewed));
}

/** The platform refused the refresh token: the session's next request signs in again. */
export function forgetTokens(session: ConsoleSession): void {
  session.tokens = undefined;
}

/** A page to come back to after sign-in. */
export function rememberAddress(session: ConsoleSession, path: string): void {
  session.redirectUrl = path;
}

/** The toast of the next page or fragment (replacing an earlier one). */
export function setToast(session: ConsoleSession, notice: Notice): void {
  session.toast = notice;
}

/** The pending toast, for the page being rendered; it is gone from the session once this answer is saved. */
export function takeToast(session: ConsoleSession | undefined): Notice | undefined {
  const notice = session?.toast;
  if (notice) session!.toast = undefined;
  return notice;
}

/** The user's own details changed (their profile): the shell shows them from now on. */
export function changeUser(session: ConsoleSession, changes: Partial<Pick<SignedInUser, 'email' | 'firstName' | 'lastName' | 'lang'>>): void {
  session.user = { ...session.user!, ...changes };
}

/** The landing facts changed (the default dashboard): the guard works the user's place out again. */
export function changeSignInFacts(session: ConsoleSession, facts: SignInFacts | undefined): void {
  session.signInFacts = facts;
  session.place = undefined;
}

/** Whether this is the first page after sign-in; from now on it is not. */
export function firstLanding(session: ConsoleSession): boolean {
  if (session.landed) return false;
  session.landed = true;
  return true;
}

/** A password sign-in needs a second factor: a new session holding only the pre-verification token (and the address). */
export async function beginVerification(request: FastifyRequest, pending: PendingVerification): Promise<void> {
  await renewSession(request, ['redirectUrl']);
  request.session.pendingVerification = pending;
}

/** The second factor is done, or the visitor left login/mfa. */
export function endVerification(session: ConsoleSession): void {
  session.pendingVerification = undefined;
}

/** Keeps a widget form's refusal for the dashboard page it goes back to. */
export function keepWidgetForm(session: ConsoleSession, result: WidgetFormResult): void {
  session.widgetForm = result;
}

/** The refusal kept for this dashboard page, shown once. */
export function takeWidgetForm(session: ConsoleSession): WidgetFormResult | null {
  const form = session.widgetForm ?? null;
  if (form) delete session.widgetForm;
  return form;
}

/** Keeps a CSV import's state for its next step (replacing any other import). */
export function keepImport(session: ConsoleSession, job: CsvImportJob): void {
  session.csvImport = job;
}

/** The import of the list at `listPath`, if one is under way there. */
export function importOf(session: ConsoleSession, listPath: string): CsvImportJob | undefined {
  return session.csvImport?.listPath === listPath ? session.csvImport : undefined;
}

/** The import is over (done, or started again): its file leaves the session. */
export function endImport(session: ConsoleSession): void {
  delete session.csvImport;
}

/** Keeps a rule chain read from a file for its import page (replacing any other). */
export function keepRuleChainImport(session: ConsoleSession, chain: ImportedRuleChain): void {
  session.ruleChainImport = chain;
}

/** The rule chain waiting on the import page of its type, if any. */
export function ruleChainImportOf(session: ConsoleSession, type: ImportedRuleChain['type']): ImportedRuleChain | undefined {
  return session.ruleChainImport?.type === type ? session.ruleChainImport : undefined;
}

/** The imported chain is saved (or abandoned): it leaves the session. */
export function endRuleChainImport(session: ConsoleSession): void {
  delete session.ruleChainImport;
}
