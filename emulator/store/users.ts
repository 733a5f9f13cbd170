import type { DatabaseSync } from 'node:sqlite';
import { NULL_UUID, entityId } from '../lib/ids.ts';
import { isObject, readJson, writeJson } from '../lib/json.ts';
import type { PageLink } from '../http/page-link.ts';
import { prepareCached } from '../db/statements.ts';
import { findPage } from './page-query.ts';

export type Authority = 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER';

export interface UserRow {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  email: string;
  authority: Authority;
  first_name: string | null;
  last_name: string | null;
  additional_info: string | null;
}

export interface CredentialsRow {
  id: string;
  created_time: number;
  user_id: string;
  enabled: number;
  password: string | null;
  activate_token: string | null;
  reset_token: string | null;
}

export function toUser(row: UserRow) {
  return {
    id: entityId('USER', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    customerId: entityId('CUSTOMER', row.customer_id),
    email: row.email,
    name: row.email,
    authority: row.authority,
    firstName: row.first_name,
    lastName: row.last_name,
    additionalInfo: readJson(row.additional_info),
  };
}

const USER_LIST = {
  table: 'tb_user u',
  key: 'u.id',
  columns: 'u.*',
  search: ['u.email_lc LIKE ?'],
  sortable: {
    id: { sql: 'u.id' },
    createdTime: { sql: 'u.created_time' },
    email: { sql: 'u.email_lc' },
    firstName: { sql: 'u.first_name COLLATE NOCASE', nullable: true },
    lastName: { sql: 'u.last_name COLLATE NOCASE', nullable: true },
    authority: { sql: 'u.authority' },
  },
  entityClass: 'UserEntity',
};

export function createUserStore(db: DatabaseSync) {
  const page = (where: string[], params: string[], link: PageLink) =>
    findPage(db, { ...USER_LIST, where, params }, link, (row) => toUser(row as unknown as UserRow));
  return {
    insert(row: UserRow, credentials: CredentialsRow): void {
      prepareCached(
        db,
        `INSERT INTO tb_user (id, created_time, tenant_id, customer_id, email, email_lc, authority, first_name, last_name, additional_info)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(row.id, row.created_time, row.tenant_id, row.customer_id, row.email, row.email.toLowerCase(), row.authority,
        row.first_name, row.last_name, row.additional_info);
      prepareCached(
        db,
        `INSERT INTO user_credentials (id, created_time, user_id, enabled, password, activate_token, reset_token)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(credentials.id, credentials.created_time, credentials.user_id, credentials.enabled, credentials.password,
        credentials.activate_token, credentials.reset_token);
    },
    findById(id: string): UserRow | undefined {
      return prepareCached(db, 'SELECT * FROM tb_user WHERE id = ?').get(id) as UserRow | undefined;
    },
    findByEmail(email: string): UserRow | undefined {
      return prepareCached(db, 'SELECT * FROM tb_user WHERE email = ?').get(email) as UserRow | undefined;
    },
    credentials(userId: string): CredentialsRow | undefined {
      return prepareCached(db, 'SELECT * FROM user_credentials WHERE user_id = ?').get(userId) as CredentialsRow | undefined;
    },
    /** New credentials replace the old ones: a fresh createdTime (password age) and no pending tokens. */
    setPassword(userId: string, hash: string, atMs = Date.now()): void {
      prepareCached(
        db,
        'UPDATE user_credentials SET password = ?, created_time = ?, reset_token = NULL WHERE user_id = ?',
      ).run(hash, atMs, userId);
    },
    /** Activation: enabled, with the password, and the activation token used up. */
    activate(userId: string, hash: string, atMs = Date.now()): void {
      prepareCached(
        db,
        'UPDATE user_credentials SET password = ?, created_time = ?, enabled = 1, activate_token = NULL WHERE user_id = ?',
      ).run(hash, atMs, userId);
    },
    setResetToken(userId: string, token: string | null): void {
      prepareCached(db, 'UPDATE user_credentials SET reset_token = ? WHERE user_id = ?').run(token, userId);
    },
    findCredentialsByActivateToken(token: string): CredentialsRow | undefined {
      return prepareCached(db, 'SELECT * FROM user_credentials WHERE activate_token = ?').get(token) as CredentialsRow | undefined;
    },
    findCredentialsByResetToken(token: string): CredentialsRow | undefined {
      return prepareCached(db, 'SELECT * FROM user_credentials WHERE reset_token = ?').get(token) as CredentialsRow | undefined;
    },
    /** Updates the editable user fields (authority, tenant and customer never change). */
    update(row: UserRow): void {
      prepareCached(
        db,
        'UPDATE tb_user SET email = ?, email_lc = ?, first_name = ?, last_name = ?, additional_info = ? WHERE id = ?',
      ).run(row.email, row.email.toLowerCase(), row.first_name, row.last_name, row.additional_info, row.id);
    },
    delete(userId: string): void {
      prepareCached(db, 'DELETE FROM user_credentials WHERE user_id = ?').run(userId);
      prepareCached(db, 'DELETE FROM tb_user WHERE id = ?').run(userId);
    },
    countTenantUsers(tenantId: string): number {
      return (prepareCached(db, 'SELECT count(*) AS n FROM tb_user WHERE tenant_id = ?').get(tenantId) as { n: number }).n;
    },
    setEnabled(userId: string, enabled: boolean): void {
      prepareCached(db, 'UPDATE user_credentials SET enabled = ? WHERE user_id = ?').run(enabled ? 1 : 0, userId);
    },
    /** Merges server-maintained keys into additionalInfo (which may be null or not an object). */
    updateAdditionalInfo(userId: string, changes: Record<string, unknown>): void {
      const row = this.findById(userId);
      if (!row) return;
      const current = readJson(row.additional_info);
      const info = { ...(isObject(current) ? current : {}), ...changes };
      prepareCached(db, 'UPDATE tb_user SET additional_info = ? WHERE id = ?').run(writeJson(info), userId);
    },
    deleteCustomerUsers(customerId: string): void {
      prepareCached(db, 'DELETE FROM user_credentials WHERE user_id IN (SELECT id FROM tb_user WHERE customer_id = ?)').run(customerId);
      prepareCached(db, 'DELETE FROM tb_user WHERE customer_id = ?').run(customerId);
    },
    findTenantUsers(tenantId: string, link: PageLink) {
      return page(['u.tenant_id = ?'], [tenantId], link);
    },
    findTenantAdmins(tenantId: string, link: PageLink) {
      return page(['u.tenant_id = ?', 'u.customer_id = ?', "u.authority = 'TENANT_ADMIN'"], [tenantId, NULL_UUID], link);
    },
    findCustomerUsers(tenantId: string, customerId: string, link: PageLink) {
      return page(['u.tenant_id = ?', 'u.customer_id = ?', "u.authority = 'CUSTOMER_USER'"], [tenantId, customerId], link);
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
