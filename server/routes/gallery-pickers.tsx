import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PickerGalleryState } from '../../views/gallery/picker-sections.tsx';
import { SpinnerButtonForm } from '../../views/gallery/popover-sections.tsx';
import { COLOUR_FORM } from '../../views/parts/pickers/colour-picker-dialog.tsx';
import { materialIconNames } from '../dashboards/material-icons.ts';
import { firstString } from '../domain/form-rows.ts';
import { checkColour, chosenColour } from '../domain/pickers/colour.ts';
import { checkIconName, pickerIcons } from '../domain/pickers/icons.ts';
import { readKeyValueMap, type KeyValueMapRead } from '../domain/pickers/key-value-map.ts';

const SHORT = Type.String({ maxLength: 256 });
/** The gallery's address: which dialog is open, the current colour and icon, the icon picker's search. */
export const PickerQuery = {
  dialog: Type.Optional(Type.Union([Type.Literal('json-edit'), Type.Literal('colour'), Type.Literal('icon')])),
  color: Type.Optional(SHORT),
  icon: Type.Optional(SHORT),
  q: Type.Optional(SHORT),
  all: Type.Optional(SHORT),
  returned: Type.Optional(Type.Union([Type.Literal('colour'), Type.Literal('icon')])),
};
type Query = { dialog?: string; color?: string; icon?: string; q?: string; all?: string; returned?: 'colour' | 'icon' };

const DEFAULT_COLOUR = '#3f51b5';
const DEFAULT_ICON = 'show_chart';

/** The pickers' gallery state from the page's address. */
export function pickerState(query: Query): PickerGalleryState {
  const colour = checkColour(query.color ?? '', true).ok ? query.color! : DEFAULT_COLOUR;
  const icon = checkIconName(query.icon ?? '', materialIconNames(), true).ok ? query.icon! : DEFAULT_ICON;
  const state: PickerGalleryState = { colour, icon, returned: query.returned };
  if (query.dialog === 'colour') state.colourDialog = { text: colour };
  if (query.dialog === 'icon') {
    const all = query.all === 'true';
    state.iconDialog = { all, query: query.q ?? '', icons: pickerIcons(materialIconNames(), { all, query: query.q ?? '' }) };
  }
  return state;
}

/** What the pickers' forms give the gallery page. */
export interface PickerParts {
  pickers?: PickerGalleryState;
  keyValue?: KeyValueMapRead;
  spinnerCount?: number;
}

type Answer = (request: FastifyRequest, reply: FastifyReply, parts: PickerParts, status?: number) => Promise<unknown>;
const BODY = { body: Type.Record(Type.String(), Type.Union([Type.String({ maxLength: 4096 }), Type.Array(Type.String({ maxLength: 4096 }), { maxItems: 4 })]), { maxProperties: 256 }) };
const withQuery = { querystring: Type.Object(PickerQuery) };

/**
 * The pickers' forms in the gallery: the colour and icon fields checked by the server, the two picker dialogs'
 * choices (back to the gallery with the choice in its address, the opener focused), the key-value map's rows and the
 * spinner button's htmx request.
 */
export function pickerGalleryRoutes(app: FastifyInstance, answer: Answer): void {
  const t = (request: FastifyRequest) => request.view().t;
  const config = { routeId: 'gallery' as const };

  app.post<{ Body: Record<string, string | string[]>; Querystring: Query }>('/gallery/colour-input', { config, schema: { ...BODY, ...withQuery } }, async (request, reply) => {
    const text = firstString(request.body.color);
    const check = checkColour(text, true);
    const pickers = { ...pickerState(request.query), colourPosted: { text, error: check.ok ? undefined : t(request)(check.key) } };
    return answer(request, reply, { pickers }, check.ok ? 200 : 400);
  });

  app.post<{ Body: Record<string, string | string[]>; Querystring: Query }>('/gallery/colour', { config, schema: { ...BODY, ...withQuery } }, async (request, reply) => {
    const body = request.body;
    const text = chosenColour({ text: firstString(body.color), initial: firstString(body[COLOUR_FORM.initial]), hex: firstString(body[COLOUR_FORM.hex]), alpha: firstString(body[COLOUR_FORM.alpha]), preset: firstString(body[COLOUR_FORM.preset]) });
    const check = checkColour(text, true);
    if (check.ok) return reply.redirectTo(`/gallery?${new URLSearchParams({ color: check.value!, icon: request.query.icon ?? DEFAULT_ICON, returned: 'colour' })}#colour-filled-picker`);
    const pickers = { ...pickerState({ ...request.query, color: firstString(body[COLOUR_FORM.initial]) }), colourDialog: { text, error: t(request)(check.key) } };
    return answer(request, reply, { pickers }, 400);
  });

  app.post<{ Body: Record<string, string | string[]>; Querystring: Query }>('/gallery/icon-input', { config, schema: { ...BODY, ...withQuery } }, async (request, reply) => {
    const text = firstString(request.body.icon);
    const check = checkIconName(text, materialIconNames(), true);
    const pickers = { ...pickerState(request.query), iconPosted: { text, error: check.ok ? undefined : t(request)(check.key) } };
    return answer(request, reply, { pickers }, check.ok ? 200 : 400);
  });

  app.post<{ Body: Record<string, string | string[]>; Querystring: Query }>('/gallery/icon', { config, schema: { ...BODY, ...withQuery } }, async (request, reply) => {
    const check = checkIconName(firstString(request.body.icon), materialIconNames(), true);
    const icon = check.ok ? check.value! : DEFAULT_ICON;
    return reply.redirectTo(`/gallery?${new URLSearchParams({ color: request.query.color ?? DEFAULT_COLOUR, icon, returned: 'icon' })}#icon-filled-picker`);
  });

  app.post<{ Body: Record<string, string | string[]> }>('/gallery/key-value', { config, schema: BODY }, async (request, reply) => {
    const keyValue = readKeyValueMap(request.body, 'attributes', { required: true });
    const refused = !keyValue.edited && !keyValue.value;
    return answer(request, reply, { keyValue }, refused ? 400 : 200);
  });

  app.post<{ Body: Record<string, string | string[]> }>('/gallery/spinner', { config, schema: BODY }, async (request, reply) => {
    const count = (Number(firstString(request.body.count)) || 0) + 1;
    const action = request.view().url('/gallery/spinner');
    if (request.wantsFragment) return reply.fragment(<SpinnerButtonForm count={count} action={action} />);
    return answer(request, reply, { spinnerCount: count });
  });
}
