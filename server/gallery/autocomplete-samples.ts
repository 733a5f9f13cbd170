import type { FastifyRequest } from 'fastify';
import type { GatewayCreateView } from '../../views/parts/gateway-create-dialog.tsx';
import { chooseBranch, type Branch } from '../domain/pickers/branch.ts';
import { gatewayEnter, gatewaySelection, type GatewayChoice } from '../domain/pickers/gateway.ts';
import { platformBranches } from '../tables/branches.ts';
import { tenantGateways } from '../tables/gateways.ts';

/** The gallery's address of the gateway select's filled state, where its forms come back to. */
export const GATEWAY_FILLED = '/gallery#gateway-select-filled';
/** Where the gallery's gateway confirmation posts. */
export const GATEWAY_CREATE = '/gallery/gateway';
/** The branch select's filled field, sent by its GET form. */
export const BRANCH_FIELD = 'branchSelect.filled';

/** The gallery's autocompletes: the tenant's gateways and branches, the gateway select's search, choice and confirmation. */
export interface AutocompleteGalleryState {
  gateways: GatewayChoice[];
  gateway: { shown: GatewayChoice[]; selected?: string; search: string; error?: string };
  createGateway?: GatewayCreateView;
  branches: Branch[];
  /** The filled branch select's branch, and the text it was chosen from. */
  branch: string;
}

type Query = Record<string, unknown>;
const text = (query: Query, name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');

/**
 * The autocompletes' gallery state from the page's address: `name` with `_search=gateway` narrows the gateways;
 * `dialog=create-gateway` with `name` chooses the gateway so named or asks to create it (Enter and 'create new');
 * `gateway` is the chosen gateway, `deviceName` the device whose gateway is chosen on load; `branchSelect.filled` is
 * the branch typed in selection mode. `refused`: a confirmed creation the server refused, its name kept.
 */
export async function autocompleteGallery(request: FastifyRequest, query: Query, refused?: { name: string; key: string }): Promise<AutocompleteGalleryState> {
  const { t } = request.view();
  const [all, branches] = await Promise.all([tenantGateways(request), platformBranches(request)]);
  const chosenBranch = chooseBranch(branches, text(query, BRANCH_FIELD), 'select');
  const base = { gateways: all, branches, branch: chosenBranch.ok ? chosenBranch.value : '' };
  const name = refused?.name ?? text(query, 'name');
  const asked = text(query, 'gateway') || undefined;
  const show = (search: string, selected?: string, error?: string) => {
    const choices = gatewaySelection(all, { search, selected, deviceName: text(query, 'deviceName') || undefined });
    return { ...base, gateway: { shown: choices.gateways, selected: choices.selected, search, error } };
  };
  if (refused) return show(name, undefined, t(refused.key));
  if (query.dialog !== 'create-gateway' || query._search === 'gateway') return show(name, asked);
  const enter = gatewayEnter(all, name);
  if (enter.kind === 'select') return show('', enter.id);
  if (enter.kind === 'refused') return show('', undefined, t(enter.key));
  return { ...show(name, asked), createGateway: { name: enter.name, action: GATEWAY_CREATE, declineHref: GATEWAY_FILLED } };
}
