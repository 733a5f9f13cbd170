import type { FieldDef, FormDef } from '../../domain/entity-form.ts';
import type { KeyScope } from '../../domain/compound-fields.ts';
import { isAssigned } from '../../domain/device-list.ts';
import { entityViewsApi } from '../../platform/api/entity-views.ts';
import type { EntityViewInfo } from '../../platform/types/entity-view.ts';
import type { DetailsTab, EntityKind } from '../entity-table.ts';

/** A key list of the view, under the entity view's `keys` member (`attributes.cs`: its client attributes). */
const keyList = (member: string, label: string, scope: KeyScope): FieldDef => ({ path: `keys.${member}`, label, control: { kind: 'keys', target: 'entityId', scope } });

/** The entity view form (console-map §3.8): name, type, target entity, time range, the keys it shows, description. */
export const ENTITY_VIEW_FORM: FormDef = {
  fields: [
    {
      path: 'name',
      label: 'entity-view.name',
      control: { kind: 'text' },
      validators: [
        { rule: 'required', message: 'entity-view.name-required' },
        { rule: 'maxLength', max: 255, message: 'entity-view.name-max-length' },
      ],
    },
    {
      path: 'type',
      label: 'entity-view.entity-view-type',
      control: { kind: 'subtype', of: 'entityView' },
      validators: [
        { rule: 'required', message: 'entity-view.type-required' },
        { rule: 'maxLength', max: 255, message: 'entity-view.type-max-length' },
      ],
    },
    {
      path: 'entityId',
      label: 'entity-view.target-entity',
      control: { kind: 'target', types: ['DEVICE', 'ASSET'] },
      validators: [{ rule: 'required', message: 'entity-view.target-entity-required' }],
    },
    { path: 'startTimeMs', label: 'entity-view.start-date', control: { kind: 'datetime' } },
    { path: 'endTimeMs', label: 'entity-view.end-date', control: { kind: 'datetime' } },
    keyList('attributes.cs', 'entity-view.client-attributes', 'CLIENT_SCOPE'),
    keyList('attributes.sh', 'entity-view.shared-attributes', 'SHARED_SCOPE'),
    keyList('attributes.ss', 'entity-view.server-attributes', 'SERVER_SCOPE'),
    keyList('timeseries', 'entity-view.timeseries', 'timeseries'),
    { path: 'additionalInfo.description', label: 'entity-view.description', control: { kind: 'textarea' } },
  ],
  // Upstream's pickers bound each other: the end comes after the start.
  crossCheck: (input) => {
    const [start, end] = [input.startTimeMs, input.endTimeMs].map((v) => (typeof v === 'string' && v ? new Date(v).getTime() : NaN));
    const errors: Record<string, string> = {};
    if (start >= end) errors.endTimeMs = 'entity-view.end-before-start';
    return errors;
  },
};

/** The details tabs of an entity view (console-map §3.8). */
export const ENTITY_VIEW_TABS: readonly DetailsTab[] = [
  { slug: '', label: 'details.details' },
  { slug: 'attributes', label: 'attribute.attributes' },
  { slug: 'latest-telemetry', label: 'attribute.latest-telemetry' },
  { slug: 'alarms', label: 'alarm.alarms' },
  { slug: 'events', label: 'entity-view.events' },
  { slug: 'relations', label: 'relation.relations' },
  { slug: 'audit-logs', label: 'audit-log.audit-logs', tenantOnly: true },
  { slug: 'version-control', label: 'version-control.version-control', tenantOnly: true },
];

function toSaved(view: EntityViewInfo): object {
  const { customerTitle: _title, customerIsPublic: _public, ...saved } = view;
  return saved;
}

export const entityViewKind: EntityKind<EntityViewInfo> = {
  entityType: 'ENTITY_VIEW',
  help: 'entityViews',
  keys: {
    details: 'entity-view.entity-view-details',
    add: 'entity-view.add',
    noEntities: 'entity-view.no-entity-views-text',
    search: 'entity-view.search',
    selected: 'entity-view.selected-entity-views',
    copyId: 'entity-view.copyId',
    public: 'entity-view.entity-view-public',
    assignedToCustomer: 'entity-view.assignedToCustomer',
    openDetailsPage: 'common.open-details-page',
  },
  load: (client, id) => entityViewsApi.getEntityViewInfo(client, id),
  name: (view) => view.name,
  form: ENTITY_VIEW_FORM,
  toSaved,
  save: (client, view) => entityViewsApi.saveEntityView(client, view),
  tabs: ENTITY_VIEW_TABS,
  isPublic: (view) => view.customerIsPublic === true,
  assignedCustomer: (view) => (isAssigned(view) && !view.customerIsPublic ? view.customerTitle : null),
};
