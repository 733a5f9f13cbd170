import type { ReactNode } from 'react';
import { BRANCH_FIELD, GATEWAY_FILLED, type AutocompleteGalleryState } from '../../server/gallery/autocomplete-samples.ts';
import type { SuggestedFieldProps } from '../parts/autocomplete-input.tsx';
import { BranchSelect } from '../parts/branch-select.tsx';
import { GatewayCreateDialog } from '../parts/gateway-create-dialog.tsx';
import { GatewayCreateForm, GatewaySelect, type GatewaySelectView } from '../parts/gateway-select.tsx';
import { MessageTypeInput } from '../parts/message-type-input.tsx';
import { RelationTypeInput } from '../parts/relation-type-input.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';
import { GalleryKeepFields, useGalleryKeep } from './gallery-filter.tsx';

/** The title keys of the autocomplete sections, by fragment. */
export const AUTOCOMPLETE_TITLES = {
  'gateway-select': 'gallery.gateway-select',
  'relation-type': 'gallery.relation-type',
  'message-type': 'gallery.message-type',
  'branch-select': 'gallery.branch-select',
};

/** The gateway select: no gateways, the tenant's (searching, choosing, creating), name required, disabled, read-only. */
export function GatewaySelectSection({ state }: { state: AutocompleteGalleryState }) {
  const { t } = useView();
  const field = (name: string, more: Partial<GatewaySelectView>): GatewaySelectView => ({
    id: `gateway-${name}`, name: `gatewaySelect.${name}`, gateways: state.gateways, search: '', required: true, createAction: GATEWAY_FILLED, ...more,
  });
  const first = state.gateways[0]?.id;
  const keep = useGalleryKeep();
  const empty = field('empty', { gateways: [], required: false });
  const filled = field('filled', { gateways: state.gateway.shown, selected: state.gateway.selected, search: state.gateway.search, error: state.gateway.error });
  const invalid = field('invalid', { error: t('gateway.gateway-name-required') });
  return (
    <GallerySection part="gateway-select" title={t(AUTOCOMPLETE_TITLES['gateway-select'])}>
      <GalleryState part="gateway-select" state="empty"><GatewaySelect view={empty} /><GatewayCreateForm view={empty} keep={keep} /></GalleryState>
      <GalleryState part="gateway-select" state="filled"><GatewaySelect view={filled} /><GatewayCreateForm view={filled} keep={keep} /></GalleryState>
      <GalleryState part="gateway-select" state="invalid"><GatewaySelect view={invalid} /><GatewayCreateForm view={invalid} keep={keep} /></GalleryState>
      <GalleryState part="gateway-select" state="disabled"><GatewaySelect view={field('disabled', { selected: first, disabled: true })} /></GalleryState>
      <GalleryState part="gateway-select" state="read-only"><GatewaySelect view={field('read-only', { selected: first, readOnly: true })} /></GalleryState>
      {state.createGateway && <GatewayCreateDialog view={state.createGateway} />}
    </GallerySection>
  );
}

type FreeTextInput = (props: SuggestedFieldProps) => ReactNode;

/** A free-text autocomplete in its states: empty and optional, a suggestion, required and empty, disabled, read-only. */
function FreeTextSection({ part, prefix, Input, values, required }: { part: 'relation-type' | 'message-type'; prefix: string; Input: FreeTextInput; values: [string, string, string]; required: string }) {
  const { t } = useView();
  const field = (state: string) => ({ id: `${prefix}-${state}`, name: `${prefix.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}.${state}` });
  const [filled, disabled, readOnly] = values;
  return (
    <GallerySection part={part} title={t(AUTOCOMPLETE_TITLES[part])}>
      <GalleryState part={part} state="empty"><Input {...field('empty')} value="" required={false} /></GalleryState>
      <GalleryState part={part} state="filled"><Input {...field('filled')} value={filled} /></GalleryState>
      <GalleryState part={part} state="invalid"><Input {...field('invalid')} value="" error={t(required)} /></GalleryState>
      <GalleryState part={part} state="disabled"><Input {...field('disabled')} value={disabled} disabled /></GalleryState>
      <GalleryState part={part} state="read-only"><Input {...field('read-only')} value={readOnly} readOnly /></GalleryState>
    </GallerySection>
  );
}

/** The relation type autocomplete in its states. */
export function RelationTypeSection() {
  return <FreeTextSection part="relation-type" prefix="rel-type" Input={RelationTypeInput} values={['Contains', 'Manages', 'Supplies']} required="relation.relation-type-required" />;
}

/** The rule-node message type picker in its states. */
export function MessageTypeSection() {
  return <FreeTextSection part="message-type" prefix="msg-type" Input={MessageTypeInput} values={['POST_TELEMETRY_REQUEST', 'ATTRIBUTES_UPDATED', 'MY_CUSTOM_TYPE']} required="rulenode.message-type-required" />;
}

/**
 * The branch autocomplete: the filled one in selection mode in a GET form (submitted, the server keeps an existing
 * branch or reverts), the empty one outside it (a new name taken).
 */
export function BranchSelectSection({ state }: { state: AutocompleteGalleryState }) {
  const { t, url } = useView();
  const base = (name: string) => ({ id: `branch-${name}`, name: `branchSelect.${name}`, branches: state.branches });
  return (
    <GallerySection part="branch-select" title={t(AUTOCOMPLETE_TITLES['branch-select'])}>
      <GalleryState part="branch-select" state="empty"><BranchSelect view={{ ...base('empty'), value: '', mode: 'free' }} /></GalleryState>
      <GalleryState part="branch-select" state="filled">
        <form method="get" action={url('/gallery#branch-select-filled')} className="gallery-form">
          <GalleryKeepFields />
          <BranchSelect view={{ ...base('filled'), name: BRANCH_FIELD, value: state.branch, mode: 'select', revertOnLeave: true }} />
          <button type="submit" className="button">{t('action.apply')}</button>
        </form>
      </GalleryState>
      <GalleryState part="branch-select" state="invalid"><BranchSelect view={{ ...base('invalid'), value: '', mode: 'free', error: t('version-control.branch-required') }} /></GalleryState>
      <GalleryState part="branch-select" state="disabled"><BranchSelect view={{ ...base('disabled'), value: state.branch, mode: 'select', disabled: true }} /></GalleryState>
      <GalleryState part="branch-select" state="read-only"><BranchSelect view={{ ...base('read-only'), value: state.branch, mode: 'select', readOnly: true }} /></GalleryState>
    </GallerySection>
  );
}
