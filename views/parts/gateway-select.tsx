import type { GatewayChoice } from '../../server/domain/pickers/gateway.ts';
import { FieldError, invalidWhen } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';

/** Where the gateway select's type-ahead asks for the gateways matching the typed name. */
export const GATEWAY_SEARCH = '/search/gateways';

export interface GatewaySelectView {
  id: string;
  /** The JSON path the chosen gateway's id fills. */
  name: string;
  /** The gateways shown (those matching the typed name). */
  gateways: readonly GatewayChoice[];
  selected?: string;
  /** The typed name: what the search narrows to, and the name a new gateway gets. */
  search: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  readOnly?: boolean;
  /**
   * The GET address that searches (`_search`) or, on Enter and 'create new', chooses the gateway named or asks to
   * create it (a confirmation at its own address).
   */
  createAction: string;
}

/** The select's options: the chosen gateway first, an empty choice, the others; 'no gateway ...' when none. */
export function GatewayOptions({ view }: { view: Pick<GatewaySelectView, 'gateways' | 'selected' | 'search' | 'required'> }) {
  const { t } = useView();
  const chosen = view.gateways.filter((g) => g.id === view.selected);
  const others = view.gateways.filter((g) => g.id !== view.selected);
  const none = view.search.trim() ? t('gateway.no-gateway-matching', { item: view.search.trim() }) : t('gateway.no-gateway-found');
  const option = (g: GatewayChoice) => (
    <option key={g.id} value={g.id}>
      {g.name}
    </option>
  );
  return (
    <>
      {chosen.map(option)}
      {chosen.length === 0 && <option value="">{view.gateways.length === 0 ? none : ''}</option>}
      {others.map(option)}
    </>
  );
}

/**
 * The gateway select: the tenant's gateways, and a name field that narrows them as one types (150 ms) and names a new
 * one. The name field belongs to a small GET form of its own (drawn by `GatewayCreateForm` outside the page's form),
 * so Enter in it, with or without JavaScript, chooses the gateway of that name or asks to create it.
 */
export function GatewaySelect({ view }: { view: GatewaySelectView }) {
  const { t, url, scripts } = useView();
  const errorId = `${view.id}-error`;
  const nameId = `${view.id}-name`;
  const formId = `${view.id}-create`;
  const editable = !view.disabled && !view.readOnly;
  if (editable) scripts.add('htmx');
  const chosen = view.gateways.find((g) => g.id === view.selected);
  return (
    <div className="form-field gateway-select">
      <label htmlFor={view.id}>{t('gateway.gateway')}</label>
      {view.readOnly ? (
        <input id={view.id} readOnly value={chosen?.name ?? ''} />
      ) : (
        <select id={view.id} name={view.name} required={view.required} disabled={view.disabled} defaultValue={view.selected ?? ''} {...invalidWhen(view.error, errorId)}>
          <GatewayOptions view={view} />
        </select>
      )}
      {view.readOnly && <input type="hidden" name={view.name} value={view.selected ?? ''} />}
      {editable && (
        <div className="picker-search">
          <label htmlFor={nameId}>{t('gateway.gateway-name')}</label>
          <input
            id={nameId}
            name="name"
            form={formId}
            type="search"
            defaultValue={view.search}
            maxLength={255}
            autoComplete="off"
            hx-get={url(GATEWAY_SEARCH)}
            hx-trigger="input changed delay:150ms"
            hx-target={`#${view.id}`}
            hx-swap="innerHTML"
            hx-include={`#${view.id}`}
            hx-vals={JSON.stringify({ field: view.name, ...(view.required ? { required: 'true' } : {}) })}
          />
          {/* 'Create new' first: the form's default button, which Enter in the name field presses. */}
          <button type="submit" form={formId} className="button">
            {t('gateway.create-new-gateway')}
          </button>
          <button type="submit" form={formId} name="_search" value="gateway" className="button no-js-only">
            {t('action.search')}
          </button>
        </div>
      )}
      <FieldError id={errorId} message={view.error} />
    </div>
  );
}

/**
 * The gateway select's own GET form, drawn outside any other form (forms do not nest): its name field and buttons
 * belong to it by their `form` attribute; `keep` holds what the address must keep.
 */
export function GatewayCreateForm({ view, keep = {} }: { view: GatewaySelectView; keep?: Record<string, string> }) {
  return (
    <form id={`${view.id}-create`} method="get" action={view.createAction} className="gateway-create-form">
      <input type="hidden" name="dialog" value="create-gateway" />
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
