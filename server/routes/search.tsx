import { Type } from '@sinclair/typebox';
import { PickerChecks, PickerOptions } from '../../views/parts/picker-choices.tsx';
import { isUuid } from '../domain/entity-form.ts';
import { notFound } from '../plugins/not-found.tsx';
import { isPickerKind, pickerView } from '../tables/pickers.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';

const SearchQuery = Type.Object({
  textSearch: Type.String({ maxLength: 255, default: '' }),
  /** The form field the picker fills, whose chosen values come along under its name (none: nothing chosen yet). */
  field: Type.Optional(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9.]{0,63}$' })),
  control: Type.Union([Type.Literal('select'), Type.Literal('checklist')], { default: 'select' }),
  /** The empty choice's text, when the field may stay empty. */
  empty: Type.Optional(Type.String({ maxLength: 255 })),
  /** The entity an owned picker's choices belong to (a customer's dashboards, a device profile's packages). */
  owner: Type.Optional(Uuid),
  /** The form field whose value is the owner (a device's profile): its current value comes along under its name. */
  ownerField: Type.Optional(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9.]{0,63}$' })),
});

/** The owner of an owned picker: the value of the field named as its owner, else the one sent. */
function ownerOf(query: Record<string, unknown>, ownerField: string | undefined, owner: string | undefined): string | undefined {
  if (!ownerField) return owner;
  const value = query[ownerField];
  return isUuid(value) ? value : undefined;
}

/**
 * `/search/<kind>?textSearch=`: the pickers' type-ahead (views/parts/picker.tsx). Answers the choices matching the text
 * as the picker's own markup (a select's options, a list's check boxes), the chosen ones kept first.
 */
export const search = routePlugin('search', async (app) => {
  app.get('/search/:kind', { config: { access: ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] }, schema: { params: Type.Object({ kind: Type.String({ maxLength: 32 }) }), querystring: SearchQuery } }, async (request, reply) => {
    const { kind } = request.params;
    if (!isPickerKind(kind)) return notFound(request, reply);
    const query = request.query;
    const raw = query.field === undefined ? undefined : (request.query as Record<string, unknown>)[query.field];
    const selected = (Array.isArray(raw) ? raw : [raw]).filter(isUuid);
    const picker = await pickerView(request, {
      kind,
      name: query.field ?? '',
      label: '',
      selected,
      search: query.textSearch,
      required: query.empty === undefined,
      emptyLabel: query.empty,
      owner: ownerOf(request.query as Record<string, unknown>, query.ownerField, query.owner),
    });
    const choices = query.control === 'checklist' ? <PickerChecks picker={picker} /> : <PickerOptions picker={picker} />;
    return reply.header('cache-control', 'no-store').fragment(choices);
  });
});
