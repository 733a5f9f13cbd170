import { isObject, readJson } from '../lib/json.ts';

/**
 * Devices are simulated. Each device answers RPC by the `rpcSimulation` member of its additionalInfo:
 * - `echo` (default): connected; a two-way call is answered with the request's `params` (no params: empty reply);
 * - `silent`: connected but never answers two-way calls (they time out; one-way calls are delivered);
 * - `offline`: not connected, nothing is ever delivered;
 * - `invalid`: answers two-way calls with text that is not JSON.
 */
export type DeviceBehaviour = 'echo' | 'silent' | 'offline' | 'invalid';

const BEHAVIOURS: DeviceBehaviour[] = ['echo', 'silent', 'offline', 'invalid'];

export function behaviourOf(additionalInfo: string | null): DeviceBehaviour {
  const info = readJson(additionalInfo);
  const mode = isObject(info) ? info.rpcSimulation : undefined;
  return BEHAVIOURS.find((behaviour) => behaviour === mode) ?? 'echo';
}

/** What the simulated device does with one request. */
export type DeviceAnswer =
  | { kind: 'delivered' }
  | { kind: 'reply'; text: string }
  | { kind: 'no-reply' }
  | { kind: 'not-connected' };

export function answer(behaviour: DeviceBehaviour, oneway: boolean, paramsText: string | null): DeviceAnswer {
  if (behaviour === 'offline') return { kind: 'not-connected' };
  if (oneway) return { kind: 'delivered' };
  switch (behaviour) {
    case 'silent': return { kind: 'no-reply' };
    case 'invalid': return { kind: 'reply', text: 'not a JSON reply' };
    default: return { kind: 'reply', text: paramsText ?? '' };
  }
}
