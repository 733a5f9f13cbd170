import type { Caller } from '../auth/caller.ts';

export type Operation =
  | 'READ' | 'WRITE' | 'CREATE' | 'DELETE' | 'READ_CREDENTIALS' | 'WRITE_CREDENTIALS'
  | 'ASSIGN_TO_CUSTOMER' | 'UNASSIGN_FROM_CUSTOMER' | 'ASSIGN_TO_TENANT';

/** What a customer user may do with devices (and other customer-owned entities) of its own customer. */
const CUSTOMER_ENTITY_OPERATIONS = new Set<Operation>(['READ', 'READ_CREDENTIALS', 'WRITE']);

interface Owned {
  tenant_id: string;
  customer_id: string;
}

/** Object-level rule for tenant entities that a customer may own (devices). */
export function canAccessOwned(caller: Caller, operation: Operation, entity: Owned): boolean {
  if (caller.authority === 'TENANT_ADMIN') return entity.tenant_id === caller.tenantId;
  if (caller.authority === 'CUSTOMER_USER') {
    return (
      entity.tenant_id === caller.tenantId &&
      CUSTOMER_ENTITY_OPERATIONS.has(operation) &&
      entity.customer_id === caller.customerId
    );
  }
  return false;
}

export function canAccessCustomer(caller: Caller, operation: Operation, customer: { id: string; tenant_id: string }) {
  if (caller.authority === 'TENANT_ADMIN') return customer.tenant_id === caller.tenantId;
  if (caller.authority === 'CUSTOMER_USER') return operation === 'READ' && customer.id === caller.customerId;
  return false;
}

export function canAccessUser(caller: Caller, operation: Operation, user: { id: string; tenant_id: string; authority: string }) {
  if (caller.authority === 'SYS_ADMIN') return user.authority !== 'CUSTOMER_USER';
  if (caller.authority === 'TENANT_ADMIN') return user.authority !== 'SYS_ADMIN' && user.tenant_id === caller.tenantId;
  if (caller.authority === 'CUSTOMER_USER') return (operation === 'READ' || operation === 'WRITE') && user.id === caller.userId;
  return false;
}

export function canAccessTenant(caller: Caller, operation: Operation, tenantId: string): boolean {
  if (caller.authority === 'SYS_ADMIN') return true;
  return caller.authority === 'TENANT_ADMIN' && operation === 'READ' && tenantId === caller.tenantId;
}
