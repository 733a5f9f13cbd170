import type { FastifyRequest } from 'fastify';
import { TARGET_PICKERS, type TargetType } from '../../domain/compound-fields.ts';
import type { PickerView } from '../../domain/entity-view.ts';
import type { FormInput } from '../../domain/schema-form/schema-read.ts';
import { pickerView } from '../../tables/pickers.ts';

/** An alias filter's entity references (`{entityType, id}`): whether the filter type needs them, their title. */
const REFERENCES: { member: string; required: boolean; label: string }[] = [
  { member: 'singleEntity', required: true, label: 'dashboard-edit.filter-singleEntity' },
  { member: 'rootEntity', required: false, label: 'dashboard-edit.filter-rootEntity' },
  { member: 'defaultStateEntity', required: false, label: 'dashboard-edit.filter-defaultStateEntity' },
];

/**
 * The entity pickers of an alias dialog: each entity reference its form shows has its id chosen from the entities of
 * the type chosen beside it (the form's input), narrowed by the picker's search when the form was sent by it; its
 * type-ahead follows the type select. Tenants and users have no picker: their id stays typed.
 */
export async function aliasPickers(request: FastifyRequest, aliasId: string, input: FormInput): Promise<Record<string, PickerView>> {
  const { t } = request.view();
  const pickers: Record<string, PickerView> = {};
  for (const { member, required, label } of REFERENCES) {
    const path = `configuration.entityAliases.${aliasId}.filter.${member}`;
    const type = input[`${path}.entityType`];
    const kind = type !== undefined && Object.hasOwn(TARGET_PICKERS, type) ? TARGET_PICKERS[type as TargetType] : undefined;
    if (!kind) continue;
    const name = `${path}.id`;
    const id = input[name] ?? '';
    const picker = await pickerView(request, {
      kind,
      name,
      label: t(label),
      selected: id ? [id] : [],
      search: input[`${name}.search`],
      required,
      emptyLabel: required ? undefined : '',
    });
    pickers[name] = { ...picker, kindFrom: `${path}.entityType` };
  }
  Object.assign(pickers, await entityListPickers(request, `configuration.entityAliases.${aliasId}.filter`, input));
  return pickers;
}

/** An entity list's items, each picked from the entities of the list's type (their choices read once for all). */
async function entityListPickers(request: FastifyRequest, path: string, input: FormInput): Promise<Record<string, PickerView>> {
  const type = input[`${path}.entityType`];
  const count = Number(input[`${path}.entityList.length`] ?? 0);
  if (type === undefined || !Object.hasOwn(TARGET_PICKERS, type) || !Number.isInteger(count) || count < 1) return {};
  const names = Array.from({ length: Math.min(count, 100) }, (_, i) => `${path}.entityList.${i}`);
  const ids = names.map((name) => input[name] ?? '');
  const shared = await pickerView(request, {
    kind: TARGET_PICKERS[type as TargetType],
    name: names[0],
    label: '',
    selected: ids.filter((id) => id !== ''),
    search: names.map((name) => input[`${name}.search`]).find((text) => text),
    required: true,
  });
  const { t } = request.view();
  return Object.fromEntries(names.map((name, i) => [name, { ...shared, name, label: t('schema-form.item', { index: String(i + 1) }), selected: ids[i] ? [ids[i]] : [], kindFrom: `${path}.entityType` }]));
}
