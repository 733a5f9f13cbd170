/** A list with one item moved from one place to another (indices out of range: the list as it was). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || from >= list.length || to < 0 || to >= list.length) return copy;
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}

/**
 * Where a dragged item lands when dropped on another (spec §4: after the target when the pointer is in its right
 * or lower half, before it otherwise), as the index it then has in the list without it.
 */
export function dropIndex(from: number, target: number, after: boolean): number {
  const place = after ? target + 1 : target;
  return place > from ? place - 1 : place;
}
