/** The address's query member holding a table widget's page (0-based), so each table pages on its own without JavaScript. */
export function pageParam(widgetId: string): string {
  return `page.${widgetId}`;
}

export function pageOf(query: Record<string, string>, widgetId: string): number {
  const n = Number(query[pageParam(widgetId)] ?? 0);
  return Number.isInteger(n) && n >= 0 && n < 1_000_000 ? n : 0;
}
