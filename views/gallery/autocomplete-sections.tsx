import { BRANCH_FIELD, GATEWAY_FILLED, type AutocompleteGalleryState } from '../../server/gallery/autocomplete-samples.ts';
import { BranchSelect } from '../parts/branch-select.tsx';
import { GatewayCreateDialog } from '../parts/gateway-create-dialog.tsx';
import { GatewayCreateForm, GatewaySelect, type GatewaySelectView } from '../parts/gateway-select.tsx';
import { MessageTypeInput } from '../parts/message-type-input.tsx';
import { RelationTypeInput } from '../parts/relation-type-input.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';

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
  const empty = field('empty', { gateways: [], required: false });
  const filled = field('filled', { gateways: state.gateway.shown, selected: state.gateway.selected, search: state.gateway.search, error: state.gateway.error });
  const invalid = field('invalid', { error: t('gateway.gateway-name-required') });
  return (
    <GallerySection part="gateway-select" title={t(AUTOCOMPLETE_TITLES['gateway-select'])}>
      <GalleryState part="gateway-select" state="empty"><GatewaySelect view={empty} /><GatewayCreateForm view={empty} /></GalleryState>
      <GalleryState part="gateway-select" state="filled"><GatewaySelect view={filled} /><GatewayCreateForm view={filled} /></GalleryState>
      <GalleryState part="gateway-select" state="invalid"><GatewaySelect view={invalid} /><GatewayCreateForm view={invalid} /></GalleryState>
      <GalleryState part="gateway-select" state="disabled"><GatewaySelect view={field('disabled', { selected: first, disabled: true })} /></GalleryState>
      <GalleryState part="gateway-select" state="read-only"><GatewaySelect view={field('read-only', { selected: first, readOnly: true })} /></GalleryState>
      {state.createGateway && <GatewayCreateDialog view={state.createGateway} />}
    </GallerySection>
  );
}

/** The relation type autocomplete in its states. */
export function RelationTypeSection() {
  const { t } = useView();
  const field = (state: string) => ({ id: `rel-type-${state}`, name: `relationType.${state}` });
  return (
    <GallerySection part="relation-type" title={t(AUTOCOMPLETE_TITLES['relation-type'])}>
      <GalleryState part="relation-type" state="empty"><RelationTypeInput {...field('empty')} value="" required={false} /></GalleryState>
      <GalleryState part="relation-type" state="filled"><RelationTypeInput {...field('filled')} value="Contains" /></GalleryState>
      <GalleryState part="relation-type" state="invalid"><RelationTypeInput {...field('invalid')} value="" error={t('relation.relation-type-required')} /></GalleryState>
      <GalleryState part="relation-type" state="disabled"><RelationTypeInput {...field('disabled')} value="Manages" disabled /></GalleryState>
      <GalleryState part="relation-type" state="read-only"><RelationTypeInput {...field('read-only')} value="Supplies" readOnly /></GalleryState>
    </GallerySection>
  );
}

/** The rule-node message type picker in its states. */
export function MessageTypeSection() {
  const { t } = useView();
  const field = (state: string) => ({ id: `msg-type-${state}`, name: `msgType.${state}` });
  return (
    <GallerySection part="message-type" title={t(AUTOCOMPLETE_TITLES['message-type'])}>
      <GalleryState part="message-type" state="empty"><MessageTypeInput {...field('empty')} value="" required={false} /></GalleryState>
      <GalleryState part="message-type" state="filled"><MessageTypeInput {...field('filled')} value="POST_TELEMETRY_REQUEST" /></GalleryState>
      <GalleryState part="message-type" state="invalid"><MessageTypeInput {...field('invalid')} value="" error={t('rulenode.message-type-required')} /></GalleryState>
      <GalleryState part="message-type" state="disabled"><MessageTypeInput {...field('disabled')} value="ATTRIBUTES_UPDATED" disabled /></GalleryState>
      <GalleryState part="message-type" state="read-only"><MessageTypeInput {...field('read-only')} value="MY_CUSTOM_TYPE" readOnly /></GalleryState>
    </GallerySection>
  );
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
