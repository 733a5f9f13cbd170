/** Sets `key` in a map kept to `max` entries: when it is full, the entry set longest ago goes first. */
export function setWithinBound<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}
