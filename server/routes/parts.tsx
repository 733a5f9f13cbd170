import { Type } from '@sinclair/typebox';
import { TypeChips, TypeSuggestions, TYPE_CHIPS_PATH, TYPE_SUGGESTIONS_PATH } from '../../views/parts/type-pickers/type-chips.tsx';
import { ENTITY_TYPE_KEYS } from '../domain/entity-type-names.ts';
import { isSubtypeKind } from '../domain/pickers/type-pickers.ts';
import { heldValues, chipParts } from '../domain/pickers/type-chips.ts';
import { firstString } from '../domain/form-rows.ts';
import { notFound } from '../plugins/not-found.tsx';
import { routePlugin } from '../route-plugin.ts';
import type { UserAuthority } from '../platform/types/user.ts';
import { chipsView, postedChips, type ChipsSettings } from '../tables/type-picker-views.ts';

/** A form field's name (a JSON path). */
const FIELD = '^[A-Za-z][A-Za-z0-9.]{0,63}$';
const ChipsQuery = Type.Object(
  {
    list: Type.Union([Type.Literal('subtype'), Type.Literal('entityType')]),
    field: Type.String({ pattern: FIELD }),
    kind: Type.Optional(Type.String({ maxLength: 16 })),
    allowed: Type.Optional(Type.String({ maxLength: 512 })),
    required: Type.Optional(Type.String({ maxLength: 5 })),
  },
  // The list's own members: its chips (under the field's name), its text and the button pressed.
  { additionalProperties: Type.Union([Type.String({ maxLength: 1024 }), Type.Array(Type.String({ maxLength: 1024 }), { maxItems: 256 })]), maxProperties: 16 },
);
type Query = { list: 'subtype' | 'entityType'; field: string; kind?: string; allowed?: string; required?: string } & Record<string, unknown>;

/** The list's settings as its requests send them; undefined when they name no kind or no known entity type. */
export function chipsSettings(query: Query): ChipsSettings | undefined {
  const required = query.required === 'true';
  if (query.list === 'subtype') return isSubtypeKind(query.kind) ? { list: 'subtype', kind: query.kind, required } : undefined;
  const allowed = (query.allowed ?? '').split(',').filter((t) => t !== '');
  return allowed.length > 0 && allowed.every((t) => Object.hasOwn(ENTITY_TYPE_KEYS, t)) ? { list: 'entityType', allowed, required } : undefined;
}

/**
 * The type pickers' htmx requests (views/parts/type-pickers/type-chips.tsx): `/parts/type-chips` draws a multi-select
 * again after one of its buttons (a chip added or removed), `/parts/type-chips/suggestions` answers its suggestions for
 * the typed text. Without JavaScript the same buttons send the page's own form.
 */
export const parts = routePlugin('parts', async (app) => {
  const config = { access: ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] satisfies UserAuthority[] };
  app.get<{ Querystring: Query }>(TYPE_CHIPS_PATH, { config, schema: { querystring: ChipsQuery } }, async (request, reply) => {
    const settings = chipsSettings(request.query);
    if (!settings) return notFound(request, reply);
    const { view } = await postedChips(request, settings, request.query.field, request.query, { focus: true });
    return reply.header('cache-control', 'no-store').fragment(<TypeChips view={view} />);
  });

  app.get<{ Querystring: Query }>(TYPE_SUGGESTIONS_PATH, { config, schema: { querystring: ChipsQuery } }, async (request, reply) => {
    const settings = chipsSettings(request.query);
    if (!settings) return notFound(request, reply);
    const name = request.query.field;
    const view = await chipsView(request, settings, { name, values: heldValues(request.query[name]), text: firstString(request.query[chipParts(name).text]) });
    return reply.header('cache-control', 'no-store').fragment(<TypeSuggestions view={view} />);
  });
});
