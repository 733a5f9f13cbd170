/** A posted text member, trimmed (the first of repeated ones). */
export const postedText = (v: unknown): string => (Array.isArray(v) ? postedText(v[0]) : typeof v === 'string' ? v.trim() : '');

/** The row numbers posted under `prefix` (`prefix.0.x`, `prefix.3.y` → 0, 3), in order. */
export function postedRows(body: Record<string, unknown>, prefix: string): number[] {
  const found = new Set<number>();
  for (const name of Object.keys(body)) {
    const m = name.startsWith(`${prefix}.`) ? /^(\d+)\./.exec(name.slice(prefix.length + 1)) : null;
    if (m) found.add(Number(m[1]));
  }
  return [...found].sort((a, b) => a - b);
}
