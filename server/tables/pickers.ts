import type { FastifyRequest } from 'fastify';
import type { PickerKind } from '../domain/entity-form.ts';
import type { PickerOption, PickerView } from '../domain/entity-view.ts';
import { assetProfilesApi } from '../platform/api/asset-profiles.ts';
import { assetsApi } from '../platform/api/assets.ts';
import { customersApi } from '../platform/api/customers.ts';
import { dashboardsApi } from '../platform/api/dashboards.ts';
import { tenantProfilesApi } from '../platform/api/tenants.ts';
import { deviceProfileInfosApi } from '../platform/api/device-profile-infos.ts';
import { ruleChainsApi } from '../platform/api/rule-chains.ts';
import { devicesApi } from '../platform/api/devices.ts';
import { edgesApi } from '../platform/api/edges.ts';
import { entityViewsApi } from '../platform/api/entity-views.ts';
import { queuesApi } from '../platform/api/queues.ts';
import { otaPackagesApi } from '../platform/api/ota-packages.ts';
import { widgetsBundlesApi } from '../platform/api/widgets-bundles.ts';
import { isPlatformError } from '../platform/platform-error.ts';
import { isSystemEntity } from './system-entities.ts';
import { cachedForTenant, dropForTenant } from './tenant-list-cache.ts';
import type { EntityId } from '../platform/types/ids.ts';
import type { PageData, PageLink } from '../platform/types/page-data.ts';

/** How many choices a picker shows before its search narrows them (upstream's autocomplete asks for 50). */
export const PICKER_PAGE_SIZE = 50;

/** Where a picker's choices come from: one page of the platform's list, matching a text, and one entity's name. */
interface PickerSource {
  /**
   * `owner`: the entity an owned picker's choices belong to (a customer's dashboards, a device profile's packages),
   * without which it has no choices; where it comes from, the field's control says (`owner`).
   */
  page(request: FastifyRequest, link: PageLink, owner?: string): Promise<PageData<Choice>>;
  /** The member that names a choice. */
  labelOf: 'name' | 'title';
  /** A choice's value is its name, not its id (the picker's control says `byName`); `one` then reads by name. */
  byName?: boolean;
  one(request: FastifyRequest, value: string): Promise<Choice>;
  /** System entities among the choices carry the 'system' tag (widgets bundles, spec §2). */
  tagsSystem?: boolean;
}

/** What a picker reads of an entity: its id and the member that names it. */
type Choice = { id: EntityId; name?: string; title?: string; tenantId?: EntityId };

const NO_CHOICES: PageData<Choice> = { data: [], totalPages: 0, totalElements: 0, hasNext: false };

/** Every picker kind; a new kind is one entry (and its platform calls). */
const SOURCES: Record<PickerKind, PickerSource> = {
  assetProfiles: {
    page: (request, link) => assetProfilesApi.getAssetProfileInfos(request.platform, link),
    labelOf: 'name',
    one: (request, id) => assetProfilesApi.getAssetProfileInfo(request.platform, id),
  },
  customers: {
    page: (request, link) => customersApi.getCustomers(request.platform, link),
    labelOf: 'title',
    one: (request, id) => customersApi.getCustomer(request.platform, id),
  },
  assets: {
    page: (request, link) => assetsApi.getTenantAssets(request.platform, link),
    labelOf: 'name',
    one: (request, id) => assetsApi.getAssetInfo(request.platform, id),
  },
  edges: {
    page: (request, link) => edgesApi.getTenantEdges(request.platform, link),
    labelOf: 'name',
    one: (request, id) => edgesApi.getEdge(request.platform, id),
  },
  widgetsBundles: {
    page: (request, link) => widgetsBundlesApi.getWidgetsBundles(request.platform, link),
    labelOf: 'title',
    one: (request, id) => widgetsBundlesApi.getWidgetsBundle(request.platform, id),
    tagsSystem: true,
  },
  ruleChains: {
    page: (request, link) => ruleChainsApi.getRuleChains(request.platform, link, 'CORE'),
    labelOf: 'name',
    one: (request, id) => ruleChainsApi.getRuleChain(request.platform, id),
  },
  dashboards: {
    page: (request, link) => dashboardsApi.getTenantDashboards(request.platform, link),
    labelOf: 'title',
    one: (request, id) => dashboardsApi.getDashboardInfo(request.platform, id),
  },
  customerDashboards: {
    page: (request, link, owner) => (owner ? dashboardsApi.getCustomerDashboards(request.platform, owner, link) : Promise.resolve(NO_CHOICES)),
    labelOf: 'title',
    one: (request, id) => dashboardsApi.getDashboardInfo(request.platform, id),
  },
  tenantDashboards: {
    page: (request, link, owner) => (owner ? dashboardsApi.getDashboardsOfTenant(request.platform, owner, link) : Promise.resolve(NO_CHOICES)),
    labelOf: 'title',
    one: (request, id) => dashboardsApi.getDashboardInfo(request.platform, id),
  },
  tenantProfiles: {
    page: (request, link) => tenantProfilesApi.getTenantProfileInfos(request.platform, link),
    labelOf: 'name',
    one: (request, id) => tenantProfilesApi.getTenantProfile(request.platform, id),
  },
  deviceProfiles: {
    page: (request, link) => deviceProfileInfosApi.getDeviceProfileInfos(request.platform, link),
    labelOf: 'name',
    one: (request, id) => deviceProfileInfosApi.getDeviceProfileInfo(request.platform, id),
  },
  edgeRuleChains: {
    page: (request, link) => ruleChainsApi.getRuleChains(request.platform, link, 'EDGE'),
    labelOf: 'name',
    one: (request, id) => ruleChainsApi.getRuleChain(request.platform, id),
  },
  devices: {
    page: (request, link) => devicesApi.getTenantDeviceInfos(request.platform, link),
    labelOf: 'name',
    one: (request, id) => devicesApi.getDeviceInfo(request.platform, id),
  },
  entityViews: {
    page: (request, link) => entityViewsApi.getTenantEntityViews(request.platform, link),
    labelOf: 'name',
    one: (request, id) => entityViewsApi.getEntityViewInfo(request.platform, id),
  },
  firmware: packagesOf('FIRMWARE'),
  software: packagesOf('SOFTWARE'),
  queues: {
    page: (request, link) => queuesApi.getQueues(request.platform, link),
    labelOf: 'name',
    byName: true,
    one: (request, name) => queuesApi.getQueueByName(request.platform, name),
  },
};

/** A device profile's OTA packages of a type: a profile not saved yet has none. */
function packagesOf(type: 'FIRMWARE' | 'SOFTWARE'): PickerSource {
  return {
    page: async (request, link, profileId) => (profileId ? otaPackagesApi.getProfileOtaPackages(request.platform, profileId, type, link) : NO_CHOICES),
    labelOf: 'title',
    one: (request, id) => otaPackagesApi.getOtaPackageInfo(request.platform, id),
  };
}

export function isPickerKind(kind: string): kind is PickerKind {
  return Object.hasOwn(SOURCES, kind);
}

/** Whether a kind's choices are valued by their names (queues) rather than their ids. */
export function isByName(kind: PickerKind): boolean {
  return SOURCES[kind].byName === true;
}

function option(source: PickerSource, entity: Choice): PickerOption {
  const label = entity[source.labelOf];
  const name = typeof label === 'string' ? label : entity.id.id;
  return { value: source.byName ? name : entity.id.id, label: name, ...(source.tagsSystem && isSystemEntity(entity) ? { system: true } : {}) };
}

/** The choices matching `search` (by name, sorted by it), the first page of them. */
export async function pickerChoices(request: FastifyRequest, kind: PickerKind, search: string, owner?: string): Promise<{ options: PickerOption[]; more: boolean }> {
  const source = SOURCES[kind];
  const link: PageLink = { pageSize: PICKER_PAGE_SIZE, page: 0, sortProperty: source.labelOf, sortOrder: 'ASC' };
  if (search.trim()) link.textSearch = search.trim();
  const page = await source.page(request, link, owner);
  return { options: page.data.map((e) => option(source, e)), more: page.hasNext };
}

/**
 * The list pages' filters whose unsearched choices are kept a short while per tenant (tenant-list-cache.ts): every page
 * of the list shows them again, and each read was a second platform call per page. Saving an entity of the entity
 * type listed drops them.
 */
const SHARED_FILTER_CHOICES: Partial<Record<PickerKind, string>> = { deviceProfiles: 'DEVICE_PROFILE', assetProfiles: 'ASSET_PROFILE' };
const filterChoicesList = (kind: PickerKind) => `filter-choices/${kind}`;

function unsearchedChoices(request: FastifyRequest, kind: PickerKind): Promise<{ options: PickerOption[]; more: boolean }> {
  const tenantId = request.session.user?.tenantId;
  const own = () => pickerChoices(request, kind, '');
  if (!tenantId || !SHARED_FILTER_CHOICES[kind]) return own();
  // A shared read that failed may have failed for another user's session: this request asks for itself once.
  return cachedForTenant(tenantId, filterChoicesList(kind), own).catch(own);
}

/** An entity of `entityType` was saved: the filters listing that type read their choices afresh. */
export function dropFilterChoices(tenantId: string, entityType: string): void {
  for (const [kind, listed] of Object.entries(SHARED_FILTER_CHOICES)) if (listed === entityType) dropForTenant(tenantId, filterChoicesList(kind as PickerKind));
}

export interface PickerRequest {
  kind: PickerKind;
  name: string;
  /** Translated. */
  label: string;
  selected: readonly string[];
  search?: string;
  required: boolean;
  emptyLabel?: string;
  error?: string;
  /** Shown, not changed (a read-only form): only the chosen entries are read. */
  readOnly?: boolean;
  /** The entity an owned picker's choices belong to (a customer, a device profile). */
  owner?: string;
  /** The form field whose value is the owner (its type-ahead sends the field's current value). */
  ownerField?: string;
  /** A list page's filter: its unsearched choices may come from the tenant's short cache (SHARED_FILTER_CHOICES). */
  listFilter?: boolean;
}

/**
 * A picker as the views draw it: the matching choices, and the chosen ones first when the page lacks them (their
 * names read one by one; one the platform no longer has shows its id).
 */
export async function pickerView(request: FastifyRequest, want: PickerRequest): Promise<PickerView> {
  const search = want.search ?? '';
  const { options, more } = want.readOnly
    ? { options: [], more: false }
    : await (want.listFilter && !search.trim() && want.owner === undefined ? unsearchedChoices(request, want.kind) : pickerChoices(request, want.kind, search, want.owner));
  const missing = want.selected.filter((id) => !options.some((o) => o.value === id));
  const source = SOURCES[want.kind];
  const chosen = await Promise.all(
    missing.map((id) =>
      source.one(request, id).then(
        (e) => option(source, e),
        (err: unknown) => {
          if (isPlatformError(err, { status: [403, 404] })) return { value: id, label: id };
          throw err;
        },
      ),
    ),
  );
  return {
    kind: want.kind,
    name: want.name,
    label: want.label,
    options: [...chosen, ...options],
    selected: [...want.selected],
    search,
    required: want.required,
    more,
    emptyLabel: want.emptyLabel,
    error: want.error,
    owner: want.owner,
    ownerField: want.ownerField,
  };
}
