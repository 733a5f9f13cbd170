import type { EntityId } from '../platform/types/ids.ts';
import { keyList } from './key-list.ts';

/**
 * The form controls whose value is more than one string (console-map §3.8; spec: entity sub-type picker, entity
 * picker with its type, date-time picker, entity key list). The form's input keeps each as one string, so it is shown
 * again exactly as posted; these functions read it from the body, from the entity, and write it back.
 */

/** The entity types a target field offers, and the picker each one uses. */
export const TARGET_PICKERS = { DEVICE: 'devices', ASSET: 'assets', ENTITY_VIEW: 'entityViews', CUSTOMER: 'customers', DASHBOARD: 'dashboards', EDGE: 'edges' } as const;
export type TargetType = keyof typeof TARGET_PICKERS;

/** Which keys a key list suggests: one attribute scope of the target, or its time series. */
export type KeyScope = 'CLIENT_SCOPE' | 'SHARED_SCOPE' | 'SERVER_SCOPE' | 'timeseries';

/** The sub-types a sub-type field suggests (each kind's types call in the platform API areas). */
export type { SubtypeKind } from './pickers/type-pickers.ts';
import type { SubtypeKind } from './pickers/type-pickers.ts';

export type CompoundControl =
  | { kind: 'subtype'; of: SubtypeKind }
  | { kind: 'target'; types: readonly TargetType[] }
  | { kind: 'datetime' }
  | { kind: 'keys'; target: string; scope: KeyScope };

/**
 * The body members of a target field: its type's select, its entity's picker, and the type the picker was drawn for
 * (when the type was switched since, the chosen entity is of the other type and is dropped).
 */
export const targetParts = (path: string) => ({ type: `${path}.entityType`, id: `${path}.id`, shown: `${path}.shownType` });
/** The body member of a key list's new keys (its chips post under the field's own path). */
export const keysAddField = (path: string) => `${path}.add`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

function strings(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** A target as the input keeps it: `TYPE:id`, `TYPE:` while no entity is chosen, or empty. */
export function targetOf(value: string): { type: string; id: string } {
  const at = value.indexOf(':');
  return at < 0 ? { type: '', id: '' } : { type: value.slice(0, at), id: value.slice(at + 1) };
}

/** The two-digit fields of a point in time in the server's time zone, as `datetime-local` inputs write it. */
function localDateTime(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A compound field's input from the posted body. */
export function readCompound(control: CompoundControl, path: string, body: Record<string, unknown>): string {
  const first = (name: string) => strings(body[name])[0] ?? '';
  switch (control.kind) {
    case 'subtype':
    case 'datetime':
      return first(path);
    case 'target': {
      const parts = targetParts(path);
      const type = first(parts.type);
      if (!(control.types as readonly string[]).includes(type)) return '';
      const shown = first(parts.shown);
      const id = shown !== '' && shown !== type ? '' : first(parts.id);
      return `${type}:${UUID.test(id) ? id : ''}`;
    }
    case 'keys':
      return keyList(strings(body[path]), first(keysAddField(path))).join('\n');
  }
}

/** A compound field's input from the stored entity's value. */
export function inputOfCompound(control: CompoundControl, value: unknown): string {
  switch (control.kind) {
    case 'subtype':
      return typeof value === 'string' ? value : '';
    case 'target': {
      const id = value as EntityId | null | undefined;
      return id?.entityType && id.id ? `${id.entityType}:${id.id}` : '';
    }
    case 'datetime':
      return typeof value === 'number' && value > 0 ? localDateTime(value) : '';
    case 'keys':
      return Array.isArray(value) ? value.filter((k) => typeof k === 'string').join('\n') : '';
  }
}

/** Whether a compound field's input counts as empty for `required`. */
export function isEmptyCompound(control: CompoundControl, value: string): boolean {
  return control.kind === 'target' ? targetOf(value).id === '' : value.trim() === '';
}

/** The translation key of what is wrong with a compound field's input beyond its validators, if anything. */
export function compoundProblem(control: CompoundControl, value: string): string | undefined {
  if (control.kind === 'datetime' && value !== '' && (!LOCAL_DATE_TIME.test(value) || Number.isNaN(new Date(value).getTime()))) {
    return 'entity.date-time-invalid';
  }
  return undefined;
}

/** The value the platform is sent for a compound field's (valid) input. */
export function valueOfCompound(control: CompoundControl, value: string): unknown {
  switch (control.kind) {
    case 'subtype':
      return value.trim();
    case 'target': {
      const { type, id } = targetOf(value);
      return id ? { entityType: type, id } : null;
    }
    case 'datetime':
      // No time: unbounded, as upstream sends it.
      return value === '' ? 0 : new Date(value).getTime();
    case 'keys':
      return value === '' ? [] : value.split('\n');
  }
}

export function isCompound(control: { kind: string }): control is CompoundControl {
  return control.kind === 'subtype' || control.kind === 'target' || control.kind === 'datetime' || control.kind === 'keys';
}
