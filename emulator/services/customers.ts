import type { Caller } from '../auth/caller.ts';
import { transaction } from '../db/open.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';
import { idField, stringField } from '../http/body.ts';
import { createdTimeOf, timeUuid } from '../lib/ids.ts';
import { writeJson } from '../lib/json.ts';
import { checkCustomer } from '../security/checks.ts';
import { ADDRESS_FIELDS } from '../store/address.ts';
import type { AddressRow } from '../store/address.ts';
import { isPublicInfo } from '../store/customers.ts';
import type { CustomerRow } from '../store/customers.ts';
import { isEmpty, validateEmail, validateFields } from '../validation/fields.ts';
import { checkEntityLimit } from './owned-entities.ts';

export const PUBLIC_CUSTOMER_TITLE = 'Public';

/** POST /api/customer: create or update with the platform's validation order and messages. */
export function saveCustomer(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>): CustomerRow {
  const { customers } = ctx.stores;
  const id = idField(body, 'id');
  if (id !== null) checkCustomer(ctx, caller, id, 'WRITE');
  const title = stringField(body, 'title');
  const address = {} as AddressRow;
  for (const field of ADDRESS_FIELDS) address[field] = stringField(body, field);
  validateFields({ title, ...address });
  if (isEmpty(title)) throw badRequest('Customer title should be specified!');
  if (title === PUBLIC_CUSTOMER_TITLE) throw badRequest("'Public' title for customer is system reserved!");
  if (!isEmpty(address.email)) validateEmail(address.email);
  if (id === null) checkEntityLimit(ctx, caller.tenantId, 'maxCustomers', customers.countByTenant(caller.tenantId), 'customers');
  const sameTitle = customers.findByTitle(caller.tenantId, title);
  if (sameTitle && sameTitle.id !== id) throw badRequest('Customer with such title already exists!');
  const customerId = id ?? timeUuid();
  const additionalInfo = body.additionalInfo ?? null;
  const row: CustomerRow = {
    id: customerId,
    created_time: createdTimeOf(customerId),
    tenant_id: caller.tenantId,
    title,
    is_public: isPublicInfo(additionalInfo) ? 1 : 0,
    ...address,
    external_id: idField(body, 'externalId'),
    additional_info: writeJson(additionalInfo),
  };
  customers.save(row);
  return row;
}

/** Deleting a customer hands its devices back to the tenant and deletes its users. */
export function deleteCustomer(ctx: EmulatorContext, customerId: string): void {
  const { customers, devices, users, assets, entityViews, edges, relations } = ctx.stores;
  transaction(ctx.db, () => {
    devices.unassignCustomer(customerId);
    assets.unassignCustomer(customerId);
    entityViews.unassignCustomer(customerId);
    edges.unassignCustomer(customerId);
    ctx.stores.dashboards.unassignCustomer(customerId);
    relations.deleteAllOf({ entityType: 'CUSTOMER', id: customerId });
    users.deleteCustomerUsers(customerId);
    customers.delete(customerId);
  });
}

/** The tenant's `Public` customer, created the first time something is made public. */
export function findOrCreatePublicCustomer(ctx: EmulatorContext, tenantId: string): CustomerRow {
  const existing = ctx.stores.customers.findByTitle(tenantId, PUBLIC_CUSTOMER_TITLE);
  if (existing) return existing;
  const id = timeUuid();
  const row: CustomerRow = {
    id,
    created_time: createdTimeOf(id),
    tenant_id: tenantId,
    title: PUBLIC_CUSTOMER_TITLE,
    is_public: 1,
    country: null, state: null, city: null, address: null, address2: null, zip: null, phone: null, email: null,
    external_id: null,
    additional_info: JSON.stringify({ isPublic: true }),
  };
  ctx.stores.customers.save(row);
  return row;
}
