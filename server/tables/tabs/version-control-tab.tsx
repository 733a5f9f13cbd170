import { chooseBranch, type Branch } from '../../domain/pickers/branch.ts';
import { VersionControlTab, type VersionControlView, type VersionDialogView } from '../../../views/tabs/version-control-tab.tsx';
import { urlBuilder, type Query } from '../../base-path.ts';
import { lineDiff } from '../../domain/line-diff.ts';
import { ENTITY_TYPE_KEYS } from '../../domain/entity-type-names.ts';
import { isUuid } from '../../platform/ids.ts';
import type { FastifyRequest } from 'fastify';
import { versionControlApi, type EntityVersion } from '../../platform/api/version-control.ts';
import { ROUTES } from '../../domain/route-table.ts';
import { refusalOf } from '../refusal.ts';
import { queryText, type TabAnswer, type TabContext, type TabPart } from './tab-part.ts';
import { vcEntitiesDialog, type VcInput } from './vc-entities.tsx';
import { tabPage, tabPageLink, tabStateQuery, tabTableState, type TabSort } from './tab-table-state.ts';

const SORT: TabSort = { sortable: ['timestamp'], property: 'timestamp', direction: 'DESC' };
const NOT_FOUND: TabAnswer = { kind: 'content', status: 404, node: null };
/** The dialogs that write to the repository: none on a read-only one (console-map §3.21 hides create; loading reads). */
const CHANGES: VersionDialogView['kind'][] = ['create', 'create-entities'];
const pretty = (value: unknown) => JSON.stringify(value ?? null, null, 2);

/** A create or restore request's progress, polled until done, then its result per entity type (the entity tab's and `/vc`'s). */
async function progressDialog(request: FastifyRequest, name: 'version-status' | 'restore-status', requestId: string, href: (extra?: Query) => string): Promise<VersionDialogView | null> {
  const { t } = request.view();
  if (!isUuid(requestId)) return null;
  const creating = name === 'version-status';
  const title = t(creating ? 'version-control.create-version' : 'version-control.restore-version');
  const base = { kind: 'progress' as const, title, pollHref: href({ dialog: name, request: requestId }), closeHref: href() };
  if (creating) {
    const r = await versionControlApi.creationStatus(request.platform, requestId);
    return { ...base, done: r.done, error: r.error ?? undefined, lines: r.done && r.version ? [t('version-control.version-created', { name: r.version.name }), t('version-control.changes', { added: r.added, modified: r.modified, removed: r.removed })] : [] };
  }
  const r = await versionControlApi.loadStatus(request.platform, requestId);
  return { ...base, done: r.done, error: r.error ? (r.error.message ?? t('version-control.restore-failed')) : undefined, lines: (r.result ?? []).map((x) => `${ENTITY_TYPE_KEYS[x.entityType] ? t(ENTITY_TYPE_KEYS[x.entityType]) : x.entityType}: ${t('version-control.restored', { created: x.created, updated: x.updated, deleted: x.deleted })}`) };
}

/** What a refused create dialog shows again: the posted name and branch, and why. */
type CreateInput = { versionName?: string; branch?: string; error?: string; branchError?: string; formError?: string };

async function dialogOf(ctx: TabContext, name: string, href: (extra?: Query) => string, branch: string, branches: Branch[], input?: CreateInput): Promise<VersionDialogView | null | undefined> {
  const { request, query, entityId } = ctx;
  const { t } = request.view();
  const versionId = queryText(query, 'version', 64);
  const requestId = queryText(query, 'request', 64);
  switch (name) {
    case '':
      return undefined;
    case 'create-version':
      return { kind: 'create', action: href({ dialog: name }), cancelHref: href(), branch: input?.branch ?? branch, branches, branchError: input?.branchError, versionName: input?.versionName ?? '', error: input?.error, formError: input?.formError };
    case 'version-status':
    case 'restore-status':
      return progressDialog(request, name, requestId, href);
    case 'compare': {
      if (!versionId || versionId.length > 64) return null;
      const diff = await versionControlApi.diff(request.platform, entityId, versionId);
      return { kind: 'compare', closeHref: href(), version: versionId.slice(0, 7), lines: lineDiff(pretty(diff.otherVersion), pretty(diff.currentVersion)) };
    }
    case 'restore':
      if (!versionId) return null;
      return { kind: 'delete', title: t('version-control.restore-version'), text: t('version-control.restore-text', { version: versionId.slice(0, 7) }), action: href({ dialog: name, version: versionId }), cancelHref: href(), keys: [], formError: input?.formError };
    default:
      return null;
  }
}

async function content(ctx: TabContext, input?: CreateInput, status = 200): Promise<TabAnswer> {
  return versionsContent(ctx.request, ctx.path, ctx.query, ctx, input, status);
}

/** `/vc`'s dialogs: the progress of a request, or create and restore over entity types. */
async function vcDialogOf(request: FastifyRequest, query: Record<string, unknown>, name: string, href: (extra?: Query) => string, branch: string, branches: Branch[], input?: VcInput): Promise<VersionDialogView | null | undefined> {
  if (name === '') return undefined;
  if (name === 'version-status' || name === 'restore-status') return progressDialog(request, name, queryText(query, 'request', 64), href);
  return vcEntitiesDialog(request, query, name, href, branch, branches, input);
}

/**
 * The versions at `path`: of one entity (its tab: `ctx` given, with create, compare and restore of the entity), or of
 * every entity (the `/vc` page: create and restore over several entity types).
 */
export async function versionsContent(request: FastifyRequest, path: string, query: Record<string, unknown>, ctx: TabContext | null, input?: CreateInput, status = 200, vcInput?: VcInput): Promise<TabAnswer> {
  const { t, url } = request.view();
  const info = await versionControlApi.repositoryInfo(request.platform);
  if (!info.configured) {
    return { kind: 'content', node: <VersionControlTab view={{ settingsHref: url(ROUTES.repositorySettings.path) } as VersionControlView} /> };
  }
  const branches = await versionControlApi.branches(request.platform);
  const asked = queryText(query, 'branch', 255);
  // Only an existing branch is shown: another text reverts to the matching or default one.
  const choice = chooseBranch(branches, asked, 'select');
  const branch = choice.ok ? choice.value : 'main';
  const state = tabTableState(query, SORT);
  const href = (extra: Query = {}, s = state) => url(path, { branch, ...tabStateQuery(s, SORT), ...extra });
  const name = queryText(query, 'dialog', 32);
  const dialog = ctx ? await dialogOf(ctx, name, href, branch, branches, input) : await vcDialogOf(request, query, name, href, branch, branches, vcInput);
  if (dialog === null) return NOT_FOUND;
  // Opening a create on a read-only repository is refused; the answer to one posted anyway shows the platform's refusal.
  if (info.readOnly && dialog && CHANGES.includes(dialog.kind) && !input && !vcInput) return { kind: 'forbidden' };
  const page = ctx ? await versionControlApi.entityVersions(request.platform, ctx.entityId, branch, tabPageLink(state)) : await versionControlApi.versions(request.platform, branch, tabPageLink(state));
  const view: VersionControlView = {
    action: url(path),
    branches,
    branch,
    readOnly: info.readOnly,
    ...tabPage(page, state, (s) => href({}, s)),
    createHref: href({ dialog: 'create-version' }),
    createLabel: t(ctx ? 'version-control.create-version' : 'version-control.create-entities-version'),
    compareHref: ctx ? (v: EntityVersion) => href({ dialog: 'compare', version: v.id }) : undefined,
    restoreHref: (v: EntityVersion) => href({ dialog: 'restore', version: v.id }),
    dialog,
  };
  return { kind: 'content', status, node: <VersionControlTab view={view} /> };
}

/** The version-control tab (tenant administrators): versions of the entity; create (polled), compare, restore (polled). */
export const versionControlTab: TabPart = {
  slug: 'version-control',
  show: (ctx) => content(ctx),
  async submit(ctx, body) {
    const { request, query, entityId } = ctx;
    const { t } = request.view();
    const dialog = queryText(query, 'dialog', 32);
    const branch = queryText(query, 'branch', 255);
    const info = await versionControlApi.repositoryInfo(request.platform);
    // A read-only repository has no create button; a create posted anyway is the platform's to refuse, with its message.
    if (!info.configured) return NOT_FOUND;
    const toStatus = (name: string, requestId: string, to = branch): TabAnswer => ({ kind: 'redirect', path: urlBuilder('')(ctx.path, { branch: to || undefined, dialog: name, request: requestId }) });
    const versionName = typeof body.versionName === 'string' ? body.versionName.trim() : '';
    // A version goes to the branch chosen in its dialog, a new one when typed; without the field, the tab's branch.
    const postedBranch = typeof body.branch === 'string' ? body.branch : branch || 'main';
    try {
      if (dialog === 'create-version') {
        const target = chooseBranch([], postedBranch, 'free');
        const refused = { versionName, branch: postedBranch, error: versionName ? undefined : t('version-control.version-name-required'), branchError: target.ok ? undefined : t(target.key) };
        if (!versionName || !target.ok) return content(ctx, refused, 400);
        const requestId = await versionControlApi.createVersion(request.platform, entityId, target.value, versionName, { saveRelations: body['config.saveRelations'] === 'true', saveAttributes: body['config.saveAttributes'] === 'true' });
        return toStatus('version-status', requestId, target.value);
      }
      if (dialog === 'restore') {
        const versionId = queryText(query, 'version', 64);
        if (!versionId) return NOT_FOUND;
        return toStatus('restore-status', await versionControlApi.restore(request.platform, entityId, versionId));
      }
    } catch (err) {
      const refused = refusalOf(request, err);
      if (!refused) throw err;
      return content(ctx, { versionName, branch: postedBranch, formError: refused.message }, refused.status);
    }
    return NOT_FOUND;
  },
};
