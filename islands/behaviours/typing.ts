/** True while the user types into a field: page shortcuts must leave those keys alone. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input, select, textarea');
}
