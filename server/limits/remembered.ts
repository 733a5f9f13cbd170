import { setWithinBound } from './bounded-map.ts';

/** `compute` with its results remembered by argument, at most `max` of them (the one remembered longest ago goes first). */
export function remembered<K, V>(compute: (key: K) => V, max: number): (key: K) => V {
  const done = new Map<K, V>();
  return (key) => {
    let value = done.get(key);
    if (value === undefined) {
      value = compute(key);
      setWithinBound(done, key, value, max);
    }
    return value;
  };
}
