/**
 * One posted or asked value as text, at most `max` characters: a repeated field counts by its last value (a check
 * box's hidden fallback comes first), anything else is empty. Untrimmed: code and JSON keep their spacing.
 */
export function postedValue(value: unknown, max = 100_000): string {
  const last = Array.isArray(value) ? value.at(-1) : value;
  return typeof last === 'string' ? last.slice(0, max) : '';
}
