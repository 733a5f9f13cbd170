import { urlBuilder, type UrlFor } from '../../base-path.ts';
import { AttributesTab } from '../../../views/tabs/attributes-tab.tsx';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Direction, type TableState } from '../../domain/table-state.ts';
import { detectValueType, displayValue, isValueType, parseTypedValue, valueText, type ValueType } from '../../domain/typed-value.ts';
import { entityAttributesApi } from '../../platform/api/entity-attributes.ts';
import type { EntityId } from '../../platform/types/ids.ts';
import type { AttributeScope, AttributeValue } from '../../platform/types/telemetry.ts';
import { success } from '../../notices/notice.ts';
import { refusalOf } from '../refusal.ts';
import type { KeysDeleteView } from '../../../views/tabs/keys-delete-dialog.tsx';
import type { AttributeFormView, AttributesView } from './attributes-view.ts';
import { queryList, queryNumber, queryText, type TabAnswer, type TabContext, type TabPart } from './tab-part.ts';

/** Addresses without BASE_PATH, for redirects. */
const CONSOLE_PATH = urlBuilder('');

const SCOPE_LABELS: Record<AttributeScope, string> = {
  CLIENT_SCOPE: 'attribute.scope-client',
  SERVER_SCOPE: 'attribute.scope-server',
  SHARED_SCOPE: 'attribute.scope-shared',
};

/** Devices and entity views have the three scopes (client first, the default); every other entity the server scope. */
export function scopesOf(entityType: string): AttributeScope[] {
  return entityType === 'DEVICE' || entityType === 'ENTITY_VIEW' ? ['CLIENT_SCOPE', 'SERVER_SCOPE', 'SHARED_SCOPE'] : ['SERVER_SCOPE'];
}

interface AttributesQuery {
  scope: AttributeScope;
  state: TableState;
  dialog: string;
  key: string;
  keys: string[];
}

function attributesQuery(entity: EntityId, query: Record<string, unknown>): AttributesQuery | null {
  const scopes = scopesOf(entity.entityType);
  const asked = queryText(query, 'scope', 32);
  if (asked && !(scopes as string[]).includes(asked)) return null;
  const direction: Direction = queryText(query, 'direction', 4) === 'DESC' ? 'DESC' : 'ASC';
  const state: TableState = {
    page: queryNumber(query, 'page', 0, 1_000_000),
    pageSize: Math.max(1, queryNumber(query, 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)),
    property: 'key',
    direction,
    textSearch: queryText(query, 'textSearch', 255),
  };
  return { scope: (asked || scopes[0]) as AttributeScope, state, dialog: queryText(query, 'dialog', 32), key: queryText(query, 'key', 255), keys: queryList(query, 'keys') };
}

/** The tab's address for a scope and table state (defaults omitted) and what is open over it. */
function tabHref(url: UrlFor, path: string, q: AttributesQuery, state: TableState, open: Record<string, string | undefined> = {}): string {
  return url(path, {
    scope: q.scope,
    page: state.page > 0 ? state.page : undefined,
    pageSize: state.pageSize !== DEFAULT_PAGE_SIZE ? state.pageSize : undefined,
    direction: state.direction === 'DESC' ? 'DESC' : undefined,
    textSearch: state.textSearch || undefined,
    ...open,
  });
}

function visibleRows(all: AttributeValue[], state: TableState): { rows: AttributeValue[]; total: number } {
  const search = state.textSearch.toLowerCase();
  const found = all.filter((a) => !search || a.key.toLowerCase().includes(search));
  found.sort((a, b) => (state.direction === 'ASC' ? a.key.localeCompare(b.key) : b.key.localeCompare(a.key)));
  return { rows: found.slice(state.page * state.pageSize, (state.page + 1) * state.pageSize), total: found.length };
}

type DialogInput = Partial<Omit<AttributeFormView, 'kind' | 'title' | 'action' | 'cancelHref'>> | { formError?: string };

async function attributesView(ctx: TabContext, q: AttributesQuery, input?: DialogInput): Promise<AttributesView | null> {
  const { request, path, entityId } = ctx;
  const { t, url } = request.view();
  const all = await entityAttributesApi.listAttributes(request.platform, entityId, q.scope);
  const { rows, total } = visibleRows(all, q.state);
  const readOnly = q.scope === 'CLIENT_SCOPE';
  const href = (open: Record<string, string | undefined> = {}) => tabHref(url, path, q, q.state, open);
  let dialog: AttributesView['dialog'];
  if (q.dialog && readOnly) return null;
  if (q.dialog === 'add-attribute' || q.dialog === 'edit-attribute') {
    const adding = q.dialog === 'add-attribute';
    const existing = adding ? undefined : all.find((a) => a.key === q.key);
    if (!adding && !existing) return null;
    const form = input as Partial<AttributeFormView> | undefined;
    const type = form?.type ?? (existing ? detectValueType(existing.value) : 'STRING');
    dialog = {
      kind: 'form',
      title: t(adding ? 'attribute.add' : 'attribute.edit'),
      action: href({ dialog: q.dialog, key: adding ? undefined : q.key }),
      cancelHref: href(),
      adding,
      key: form?.key ?? q.key,
      type,
      text: form?.text ?? (existing && type !== 'BOOLEAN' ? valueText(existing.value) : ''),
      checked: form?.checked ?? existing?.value === true,
      errors: form?.errors ?? {},
      formError: input?.formError,
    };
  } else if (q.dialog === 'delete-attributes') {
    if (q.keys.length === 0) return null;
    const text = t('attribute.delete-attributes-text', { keys: q.keys.join(', ') });
    dialog = { kind: 'delete', title: t('attribute.delete-attributes-title'), text, action: href({ dialog: q.dialog }), cancelHref: href(), keys: q.keys, formError: input?.formError } satisfies KeysDeleteView;
  } else if (q.dialog) {
    return null;
  }
  return {
    action: url(path),
    scopes: scopesOf(entityId.entityType).map((s) => ({ value: s, label: t(SCOPE_LABELS[s]) })),
    scope: q.scope,
    readOnly,
    rows: rows.map((a) => ({
      key: a.key,
      value: displayValue(a.value),
      lastUpdateTs: a.lastUpdateTs,
      editHref: readOnly ? undefined : href({ dialog: 'edit-attribute', key: a.key }),
      deleteHref: readOnly ? undefined : href({ dialog: 'delete-attributes', keys: a.key }),
    })),
    state: q.state,
    total,
    stateHref: (state) => tabHref(url, path, q, state),
    addHref: readOnly ? undefined : href({ dialog: 'add-attribute' }),
    dialog,
  };
}

function content(view: AttributesView, status = 200): TabAnswer {
  return { kind: 'content', status, node: <AttributesTab view={view} /> };
}

const NOT_FOUND: TabAnswer = { kind: 'content', status: 404, node: null };

/** The form's text and check box as the dialog's input again, with what is wrong. */
function formInput(body: Record<string, unknown>, q: AttributesQuery): { key: string; type: ValueType; text: string; checked: boolean } {
  const type = isValueType(body.type) ? body.type : 'STRING';
  const key = q.dialog === 'edit-attribute' ? q.key : typeof body.key === 'string' ? body.key.trim() : '';
  return { key, type, text: typeof body.value === 'string' ? body.value : '', checked: body.booleanValue === 'true' };
}

async function submit(ctx: TabContext, body: Record<string, unknown>): Promise<TabAnswer> {
  const asked = attributesQuery(ctx.entityId, ctx.query);
  if (!asked || asked.scope === 'CLIENT_SCOPE') return NOT_FOUND;
  // The keys to delete are posted (hidden fields), not in the dialog's address.
  const q = { ...asked, keys: queryList(body, 'keys') };
  const { request } = ctx;
  const { t } = request.view();
  const back = (message: string): TabAnswer => {
    success(request, message);
    return { kind: 'redirect', path: tabHref(CONSOLE_PATH, ctx.path, q, q.state) };
  };
  const again = async (status: number, input: DialogInput) => {
    const view = await attributesView(ctx, q, input);
    return view ? content(view, status) : NOT_FOUND;
  };
  try {
    if (q.dialog === 'delete-attributes') {
      if (q.keys.length === 0) return NOT_FOUND;
      await entityAttributesApi.deleteAttributes(request.platform, ctx.entityId, q.scope, q.keys);
      return back(t('attribute.attributes-deleted', { keys: q.keys.join(', ') }));
    }
    if (q.dialog !== 'add-attribute' && q.dialog !== 'edit-attribute') return NOT_FOUND;
    const input = formInput(body, q);
    const parsed = parseTypedValue(input.type, input.text, input.checked);
    const errors = { key: input.key ? undefined : t('attribute.key-required'), value: parsed.ok ? undefined : t(parsed.error) };
    if (!parsed.ok || !input.key) return again(400, { ...input, errors });
    await entityAttributesApi.saveAttributes(request.platform, ctx.entityId, q.scope as 'SERVER_SCOPE' | 'SHARED_SCOPE', { [input.key]: parsed.value });
    return back(t('attribute.attribute-saved', { key: input.key }));
  } catch (err) {
    const refused = refusalOf(request, err);
    if (!refused) throw err;
    return again(refused.status, q.dialog === 'delete-attributes' ? { formError: refused.message } : { ...formInput(body, q), errors: {}, formError: refused.message });
  }
}

export const attributesTab: TabPart = {
  slug: 'attributes',
  async show(ctx) {
    const q = attributesQuery(ctx.entityId, ctx.query);
    const view = q && (await attributesView(ctx, q));
    return view ? content(view) : NOT_FOUND;
  },
  submit,
};
