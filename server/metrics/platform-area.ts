// The API area of a platform call, for metrics: one bounded label per area of the REST API
// (named like the console's platform API modules), never the raw path with its ids.
import { remembered } from '../limits/remembered.ts';

const AREAS: [RegExp, string][] = [
  [/^2fa$/, 'two-factor'],
  [/^noauth$/, 'noauth'],
  [/^auth$/, 'auth'],
  [/^admin$/, 'admin'],
  [/^alarm/, 'alarms'],
  [/^entit(y|ies)query$/, 'entity-query'],
  [/^entityview/, 'entity-views'],
  [/^dashboard/, 'dashboards'],
  [/^device(profile)?/, 'devices'],
  [/^asset/, 'assets'],
  [/^customer/, 'customers'],
  [/^tenant/, 'tenants'],
  [/^user/, 'users'],
  [/^edge/, 'edges'],
  [/^telemetry$/, 'telemetry'],
  [/^rpc$/, 'rpc'],
  [/^relation/, 'relations'],
  [/^rulechain/, 'rule-chains'],
  [/^widget/, 'widgets'],
  [/^audit/, 'audit-logs'],
  [/^events?$/, 'events'],
  [/^ota/, 'ota-packages'],
  [/^resource/, 'resources'],
  [/^queue/, 'queues'],
  [/^uisettings$/, 'ui-settings'],
  [/^oauth2/, 'oauth2'],
];

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function areaOf(segment: string | undefined): string | null {
  if (!segment) return null;
  const name = segment.toLowerCase();
  for (const [pattern, area] of AREAS) if (pattern.test(name)) return area;
  return null;
}

// Every platform call asks, mostly for the same few paths: splitting each anew made arrays and strings per call.
/**
 * By the segments after the API prefix: `tenant/deviceInfos` and `customer/{id}/deviceInfos` → devices,
 * `customer/{id}` → customers, `plugins/telemetry/...` → telemetry, `auth/2fa/...` → two-factor; anything unknown → other.
 */
export const platformArea = remembered(areaOfPath, 1000);

function areaOfPath(path: string): string {
  const segments = path.split('?')[0].split('/').filter(Boolean);
  if (segments[0] !== 'api') return 'other';
  const [first, ...rest] = segments.slice(1);
  if (first === 'plugins') return areaOf(rest[0]) ?? 'other';
  if (first === 'auth' && rest[0] === '2fa') return 'two-factor';
  if (first === 'tenant' || first === 'customer') {
    // The owner's collection, when the path names one after the owner (and its id).
    const collection = rest.find((segment) => !ID.test(segment));
    return areaOf(collection) ?? areaOf(first)!;
  }
  return areaOf(first) ?? 'other';
}
