import { randomBytes, randomUUID } from 'node:crypto';
import type { FormDef } from '../../domain/entity-form.ts';
import { isAssigned } from '../../domain/device-list.ts';
import { edgesApi } from '../../platform/api/edges.ts';
import type { EdgeInfo } from '../../platform/types/edge.ts';
import type { DetailsTab, EntityKind } from '../entity-table.ts';

const SECRET_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new edge's secret as upstream makes it: 20 random lower-case letters and digits. */
export function newEdgeSecret(): string {
  return Array.from(randomBytes(20), (b) => SECRET_ALPHABET[b % SECRET_ALPHABET.length]).join('');
}

/** What a new edge starts with (console-map §3.9): type `default`, a random routing key and secret. */
export function newEdgeDefaults(): Record<string, string> {
  return { type: 'default', routingKey: randomUUID(), secret: newEdgeSecret() };
}

/** The edge form (console-map §3.9): the routing key and secret are shown, never edited. */
export const EDGE_FORM: FormDef = {
  fields: [
    {
      path: 'name',
      label: 'edge.name',
      control: { kind: 'text' },
      validators: [
        { rule: 'required', message: 'edge.name-required' },
        { rule: 'maxLength', max: 255, message: 'edge.name-max-length' },
      ],
    },
    {
      path: 'type',
      label: 'edge.edge-type',
      control: { kind: 'subtype', of: 'edge' },
      validators: [
        { rule: 'required', message: 'edge.edge-type-required' },
        { rule: 'maxLength', max: 255, message: 'edge.type-max-length' },
      ],
    },
    { path: 'label', label: 'edge.label', control: { kind: 'text' }, validators: [{ rule: 'maxLength', max: 255, message: 'edge.label-max-length' }] },
    { path: 'routingKey', label: 'edge.edge-key', control: { kind: 'text' }, readOnly: true },
    { path: 'secret', label: 'edge.edge-secret', control: { kind: 'text' }, readOnly: true },
    { path: 'additionalInfo.description', label: 'edge.description', control: { kind: 'textarea' } },
  ],
};

/** The details tabs of an edge (console-map §3.9). */
export const EDGE_TABS: readonly DetailsTab[] = [
  { slug: '', label: 'details.details' },
  { slug: 'attributes', label: 'attribute.attributes' },
  { slug: 'latest-telemetry', label: 'attribute.latest-telemetry' },
  { slug: 'alarms', label: 'alarm.alarms' },
  { slug: 'events', label: 'edge.events' },
  { slug: 'downlinks', label: 'edge.downlinks', tenantOnly: true },
  { slug: 'relations', label: 'relation.relations' },
  { slug: 'audit-logs', label: 'audit-log.audit-logs', tenantOnly: true },
];

/** An edge as the platform takes it back: without the info list's joined names. */
function toSaved(edge: EdgeInfo): object {
  const { customerTitle: _title, customerIsPublic: _public, ...saved } = edge;
  return saved;
}

/** A new edge without its keys (a form posted without them) still gets them, as upstream's form would have made them. */
function withKeys(edge: Record<string, unknown>): object {
  const fresh = newEdgeDefaults();
  return { ...edge, routingKey: edge.routingKey || fresh.routingKey, secret: edge.secret || fresh.secret };
}

export const edgeKind: EntityKind<EdgeInfo> = {
  entityType: 'EDGE',
  help: 'edges',
  keys: {
    details: 'edge.edge-details',
    add: 'edge.add',
    noEntities: 'edge.no-edges-text',
    search: 'edge.search',
    selected: 'edge.selected-edges',
    copyId: 'edge.copy-id',
    public: 'edge.edge-public',
    assignedToCustomer: 'edge.assignedToCustomer',
    openDetailsPage: 'common.open-details-page',
  },
  load: (client, id) => edgesApi.getEdgeInfo(client, id),
  name: (edge) => edge.name,
  form: EDGE_FORM,
  toSaved,
  save: (client, edge) => edgesApi.saveEdge(client, withKeys(edge as Record<string, unknown>)),
  tabs: EDGE_TABS,
  isPublic: (edge) => edge.customerIsPublic === true,
  assignedCustomer: (edge) => (isAssigned(edge) && !edge.customerIsPublic ? edge.customerTitle : null),
  // The key and secret are the tenant's to hand to the edge, not a customer user's.
  copies: (edge, { scope }) =>
    scope === 'customer_user'
      ? []
      : [
          { text: edge.routingKey, label: 'edge.copy-edge-key' },
          { text: edge.secret, label: 'edge.copy-edge-secret' },
        ],
};
