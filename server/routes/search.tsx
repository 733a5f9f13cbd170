import { Type } from '@sinclair/typebox';
import { PickerChecks, PickerOptions } from '../../views/parts/picker-choices.tsx';
import { BY_TYPE, pickerId } from '../../views/parts/picker.tsx';
import { TARGET_PICKERS, type TargetType } from '../domain/compound-fields.ts';
import { isUuid, pickedValue, type PickerKind } from '../domain/entity-form.ts';
import { notFound } from '../plugins/not-found.tsx';
import { isByName, isPickerKind, pickerView } from '../tables/pickers.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';
import { autocompleteSearchRoutes } from './autocomplete-search.tsx';
import { phoneNumberRoutes } from './phone-number.tsx';

/** A form field's name (a JSON path). */
const FIELD = '^[A-Za-z][A-Za-z0-9.]{0,63}$';

const SearchQuery = Type.Object({
  textSearch: Type.String({ maxLength: 255, default: '' }),
  /** The form field the picker fills, whose chosen values come along under its name (none: nothing chosen yet). */
  field: Type.Optional(Type.String({ pattern: FIELD })),
  control: Type.Union([Type.Literal('select'), Type.Literal('checklist')], { default: 'select' }),
  /** The empty choice's text, when the field may stay empty. */
  empty: Type.Optional(Type.String({ maxLength: 255 })),
  /** The entity an owned picker's choices belong to (a customer's dashboards, a device profile's packages). */
  owner: Type.Optional(Uuid),
  /** The form field whose value is the owner (a device's profile): its current value comes along under its name. */
  ownerField: Type.Optional(Type.String({ pattern: FIELD })),
  /** `/search/by-type`: the field whose value (an entity type) chooses the kind (a target entity's type select). */
  typeOf: Type.Optional(Type.String({ pattern: FIELD })),
  /** The hidden field that says which type the choices were drawn for, updated with them when the type changes. */
  shown: Type.Optional(Type.String({ pattern: FIELD })),
});

/** The kind a `/search/by-type` request asks for: the one the type field's value chooses. */
function kindByType(query: Record<string, unknown>, typeOf: string | undefined): PickerKind | undefined {
  const type = typeOf === undefined ? undefined : query[typeOf];
  return typeof type === 'string' && Object.hasOwn(TARGET_PICKERS, type) ? TARGET_PICKERS[type as TargetType] : undefined;
}

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
  autocompleteSearchRoutes(app);
  phoneNumberRoutes(app);
  app.get('/search/:kind', { config: { access: ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] }, schema: { params: Type.Object({ kind: Type.String({ maxLength: 32 }) }), querystring: SearchQuery } }, async (request, reply) => {
    const query = request.query;
    const all = request.query as Record<string, unknown>;
    const byType = request.params.kind === BY_TYPE;
    const kind = byType ? kindByType(all, query.typeOf) : request.params.kind;
    if (kind === undefined || !isPickerKind(kind)) return notFound(request, reply);
    const raw = query.field === undefined ? undefined : all[query.field];
    const byName = isByName(kind);
    const selected = (Array.isArray(raw) ? raw : [raw]).map((v) => (typeof v === 'string' ? pickedValue({ byName }, v) : '')).filter((v) => v !== '');
    const picker = await pickerView(request, {
      kind,
      name: query.field ?? '',
      label: '',
      selected,
      search: query.textSearch,
      required: query.empty === undefined,
      emptyLabel: query.empty,
      owner: ownerOf(all, query.ownerField, query.owner),
    });
    const options = query.control === 'checklist' ? <PickerChecks picker={picker} /> : <PickerOptions picker={picker} />;
    // Choices of another type: the hidden field saying which type they are of follows (out of band).
    const choices =
      byType && query.shown ? (
        <>
          {options}
          <input type="hidden" id={pickerId(query.shown)} name={query.shown} value={String(all[query.typeOf!])} hx-swap-oob="true" />
        </>
      ) : (
        options
      );
    return reply.header('cache-control', 'no-store').fragment(choices);
  });
});
