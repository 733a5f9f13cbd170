import type { TFunction } from 'i18next';
import type { Json } from '../json-read.ts';
import { addState, deleteState, renameState, setRootState, stateList } from './edit-config.ts';

export type StatesPost =
  | { kind: 'changed'; config: Json }
  | { kind: 'refused'; target: string; input: Record<string, string>; errors: Record<string, string> };

const STATE_ID = /^[A-Za-z0-9_-]+$/;

/** Upstream's id for a state named by the user: the name in lower case, other characters as `_`. */
export const stateIdFrom = (name: string) => name.trim().toLowerCase().replace(/[^a-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '');

/** A posted states form: add, rename, make root or delete; refusals name the field and keep the input. */
export function readStatesPost(t: TFunction, config: Json, body: Record<string, string>): StatesPost | null {
  const states = stateList(config);
  const target = states.find((s) => s.id === body._state);
  switch (body._do) {
    case 'add': {
      const name = (body.name ?? '').trim();
      const id = (body.id ?? '').trim() || stateIdFrom(name);
      const errors: Record<string, string> = {};
      if (!name) errors.name = t('schema-form.required');
      else if (name.length > 255) errors.name = t('schema-form.max-length', { max: '255' });
      if (name && !STATE_ID.test(id)) errors.id = t('dashboard-edit.state-id-invalid');
      else if (states.some((s) => s.id === id)) errors.id = t('dashboard-edit.state-id-taken');
      if (Object.keys(errors).length) return { kind: 'refused', target: 'add', input: { name: body.name ?? '', id: body.id ?? '' }, errors };
      return { kind: 'changed', config: addState(config, id, name) };
    }
    case 'rename': {
      if (!target) return null;
      const name = (body[`configuration.states.${target.id}.name`] ?? '').trim();
      if (!name) return { kind: 'refused', target: target.id, input: { name: '' }, errors: { name: t('schema-form.required') } };
      return { kind: 'changed', config: renameState(config, target.id, name) };
    }
    case 'root':
      return target ? { kind: 'changed', config: setRootState(config, target.id) } : null;
    case 'delete':
      if (!target || target.root) return null;
      return { kind: 'changed', config: deleteState(config, target.id) };
    default:
      return null;
  }
}
