/** Contact fields shared by tenants and customers, in the platform's JSON order. */
export const ADDRESS_FIELDS = ['country', 'state', 'city', 'address', 'address2', 'zip', 'phone', 'email'] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressRow = Record<AddressField, string | null>;

export function addressOf(row: AddressRow): AddressRow {
  const out = {} as AddressRow;
  for (const field of ADDRESS_FIELDS) out[field] = row[field];
  return out;
}

export function addressSortColumns(alias: string) {
  const columns: Record<string, { sql: string; nullable: true }> = {};
  for (const field of ADDRESS_FIELDS) columns[field] = { sql: `${alias}.${field} COLLATE NOCASE`, nullable: true };
  return columns;
}
