const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is an entity id as the platform writes them. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * An id read from platform data (a user's additionalInfo, a list) before it becomes part of a
 * console URL: the id when it is a UUID, otherwise nothing. Anyone who can edit that data could
 * otherwise put line breaks or other text into an address.
 */
export function platformId(value: unknown): string | undefined {
  return isUuid(value) ? value : undefined;
}
