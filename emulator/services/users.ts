import type { Caller } from '../auth/caller.ts';
import { TOKEN_LENGTH } from '../auth/login.ts';
import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { badRequest, forbidden, general } from '../http/api-error.ts';
import { idField, stringField } from '../http/body.ts';
import { NULL_UUID, createdTimeOf, timeUuid } from '../lib/ids.ts';
import { isObject, readJson, writeJson } from '../lib/json.ts';
import { randomAlphanumeric } from '../lib/random.ts';
import { canAccessUser } from '../security/permissions.ts';
import { checkUser } from '../security/checks.ts';
import type { Authority, UserRow } from '../store/users.ts';
import { isEmpty, validateEmail, validateFields } from '../validation/fields.ts';

const AUTHORITIES: Authority[] = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'];
// Keys the server maintains; an update that leaves them out keeps the stored values.
const SERVER_KEYS = ['lastLoginTs', 'failedLoginAttempts', 'userPasswordHistory', 'userCredentialsEnabled'];

function authorityField(body: Record<string, unknown>): Authority | null {
  const value = stringField(body, 'authority');
  if (value === null) return null;
  if ((AUTHORITIES as string[]).includes(value)) return value as Authority;
  throw general(
    `JSON parse error: Cannot deserialize value of type \`org.thingsboard.server.common.data.security.Authority\` ` +
      `from String "${value}": not one of the values accepted for Enum class: [${AUTHORITIES.join(', ')}, REFRESH_TOKEN, PRE_VERIFICATION_TOKEN]`,
  );
}

/** UserDataValidator: required fields, the authority's tenant/customer rules, platform-wide unique e-mail. */
function validateUser(ctx: EmulatorContext, user: UserRow, authority: Authority | null, existing: UserRow | undefined): void {
  const { users, tenants, customers, tenantProfiles } = ctx.stores;
  validateFields({ email: user.email, firstName: user.first_name, lastName: user.last_name });
  if (isEmpty(user.email)) throw badRequest('User email should be specified!');
  validateEmail(user.email);
  if (authority === null) throw badRequest("User authority isn't defined!");
  const tenant = user.tenant_id;
  const customer = user.customer_id;
  if (authority === 'SYS_ADMIN' && (tenant !== NULL_UUID || customer !== NULL_UUID)) {
    throw badRequest("System administrator can't be assigned neither to tenant nor to customer!");
  }
  if (authority === 'TENANT_ADMIN' && tenant === NULL_UUID) throw badRequest('Tenant administrator should be assigned to tenant!');
  if (authority === 'TENANT_ADMIN' && customer !== NULL_UUID) throw badRequest("Tenant administrator can't be assigned to customer!");
  if (authority === 'CUSTOMER_USER' && (tenant === NULL_UUID || customer === NULL_UUID)) {
    throw badRequest('Customer user should be assigned to customer!');
  }
  const sameEmail = users.findByEmail(user.email);
  if (sameEmail && sameEmail.id !== user.id) throw badRequest(`User with email '${user.email}'  already present in database!`);
  if (tenant !== NULL_UUID && !tenants.findById(tenant)) throw badRequest('User is referencing to non-existent tenant!');
  if (customer !== NULL_UUID) {
    const row = customers.findById(customer);
    if (!row) throw badRequest('User is referencing to non-existent customer!');
    if (row.tenant_id !== tenant) throw badRequest("User can't be assigned to customer from different tenant!");
  }
  if (existing === undefined) {
    const max = tenant === NULL_UUID ? 0 : Number(tenantProfiles.configurationValueOfTenant(tenant, 'maxUsers') ?? 0);
    if (max > 0 && users.countTenantUsers(tenant) >= max) throw badRequest(`Can't create more then ${max} users!`);
    return;
  }
  if (existing.tenant_id !== tenant) throw badRequest("Can't update user tenant id!");
  if (existing.authority !== authority) throw badRequest("Can't update user authority!");
  if (existing.customer_id !== customer) throw badRequest("Can't update user customer id!");
}

function mergedInfo(body: Record<string, unknown>, existing: UserRow | undefined): string | null {
  const info = body.additionalInfo ?? null;
  const stored = existing ? readJson(existing.additional_info) : null;
  if (!isObject(info) || !isObject(stored)) return writeJson(info);
  const kept = Object.fromEntries(SERVER_KEYS.filter((key) => key in stored && !(key in info)).map((key) => [key, stored[key]]));
  return writeJson({ ...info, ...kept });
}

/**
 * POST /api/user: for callers other than the system administrator the tenant is the caller's. A new user is
 * created disabled with a fresh activation token; `afterCreate` (the activation mail) failing rolls it back.
 */
export function saveUser(
  ctx: EmulatorContext,
  caller: Caller,
  body: Record<string, unknown>,
  afterCreate: (user: UserRow) => void,
): UserRow {
  const { users } = ctx.stores;
  const id = idField(body, 'id');
  const authority = authorityField(body);
  const tenantId = caller.authority === 'SYS_ADMIN' ? (idField(body, 'tenantId') ?? NULL_UUID) : caller.tenantId;
  const existing = id === null ? undefined : checkUser(ctx, caller, id, 'WRITE');
  if (id === null && !canAccessUser(caller, 'CREATE', { id: '', tenant_id: tenantId, authority: authority ?? '' })) {
    throw forbidden();
  }
  const userId = existing?.id ?? timeUuid();
  const row: UserRow = {
    id: userId,
    created_time: existing?.created_time ?? createdTimeOf(userId),
    tenant_id: tenantId,
    customer_id: idField(body, 'customerId') ?? NULL_UUID,
    email: stringField(body, 'email') ?? '',
    authority: authority ?? 'CUSTOMER_USER',
    first_name: stringField(body, 'firstName'),
    last_name: stringField(body, 'lastName'),
    additional_info: mergedInfo(body, existing),
  };
  validateUser(ctx, row, authority, existing);
  if (existing) {
    users.update(row);
    return users.findById(userId) ?? row;
  }
  return transaction(ctx.db, () => {
    const credentialsId = timeUuid();
    users.insert(row, {
      id: credentialsId, created_time: createdTimeOf(credentialsId), user_id: userId, enabled: 0, password: null,
      activate_token: randomAlphanumeric(TOKEN_LENGTH), reset_token: null,
    });
    afterCreate(row);
    return row;
  });
}

export function deleteUser(ctx: EmulatorContext, userId: string): void {
  transaction(ctx.db, () => {
    ctx.stores.twoFaAccounts.put(userId, {});
    ctx.stores.users.delete(userId);
  });
  ctx.outdating.invalidate(userId);
}
