import { CONTACT_FIELDS } from '../../domain/contact-fields.ts';
import type { FieldDef, FormDef } from '../../domain/entity-form.ts';
import { customersApi } from '../../platform/api/customers.ts';
import type { Customer } from '../../platform/types/customer.ts';
import type { DetailsTab, EntityKind } from '../entity-table.ts';

export const isPublicCustomer = (customer: Customer) => customer.additionalInfo?.isPublic === true;

const TITLE: FieldDef = {
  path: 'title',
  label: 'customer.title',
  control: { kind: 'text' },
  validators: [
    { rule: 'required', message: 'customer.title-required' },
    { rule: 'maxLength', max: 255, message: 'customer.title-max-length' },
  ],
};
const DESCRIPTION: FieldDef = { path: 'additionalInfo.description', label: 'customer.description', control: { kind: 'textarea' } };

/** A new customer's form (console-map §3.3, §4.10): no home dashboard yet. */
export const NEW_CUSTOMER_FORM: FormDef = { fields: [TITLE, DESCRIPTION, ...CONTACT_FIELDS] };

/** An existing customer's form: the home dashboard and its toolbar besides. */
export const CUSTOMER_FORM: FormDef = {
  fields: [
    TITLE,
    DESCRIPTION,
    {
      path: 'additionalInfo.homeDashboardId',
      label: 'dashboard.home-dashboard',
      control: { kind: 'picker', picker: 'dashboards', entityType: 'DASHBOARD', bareId: true },
    },
    { path: 'additionalInfo.homeDashboardHideToolbar', label: 'dashboard.home-dashboard-hide-toolbar', control: { kind: 'checkbox' }, defaultChecked: true },
    ...CONTACT_FIELDS,
  ],
};

/** The details tabs of a customer (console-map §3.3). */
const CUSTOMER_TABS: readonly DetailsTab[] = [
  { slug: '', label: 'details.details' },
  { slug: 'attributes', label: 'attribute.attributes' },
  { slug: 'latest-telemetry', label: 'attribute.latest-telemetry' },
  { slug: 'alarms', label: 'alarm.alarms' },
  { slug: 'events', label: 'customer.events' },
  { slug: 'relations', label: 'relation.relations' },
  { slug: 'audit-logs', label: 'audit-log.audit-logs', tenantOnly: true },
  { slug: 'version-control', label: 'version-control.version-control', tenantOnly: true },
];

export const customerKind: EntityKind<Customer> = {
  entityType: 'CUSTOMER',
  help: 'customers',
  keys: {
    details: 'customer.customer-details',
    add: 'customer.add',
    noEntities: 'customer.no-customers-text',
    search: 'customer.search',
    selected: 'customer.selected-customers',
    copyId: 'customer.copyId',
    public: 'customer.public',
    assignedToCustomer: 'customer.customer',
    openDetailsPage: 'common.open-details-page',
  },
  load: (client, id) => customersApi.getCustomer(client, id),
  name: (customer) => customer.title,
  form: CUSTOMER_FORM,
  toSaved: (customer) => customer,
  save: (client, customer) => customersApi.saveCustomer(client, customer),
  tabs: CUSTOMER_TABS,
  isPublic: isPublicCustomer,
  assignedCustomer: () => null,
};
