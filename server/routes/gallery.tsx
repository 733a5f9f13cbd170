import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GalleryPage } from '../../views/gallery/gallery-page.tsx';
import type { JsonEditState } from '../../views/gallery/json-sections.tsx';
import { checkJsonObjectText, jsonObjectError } from '../domain/code/json-text.ts';
import { lastFormValue } from '../domain/form-value.ts';
import { routeCrumbs } from '../domain/route-crumbs.ts';
import { checkCodeEditorForm, INVALID_INPUT, type CodeEditorCheck } from '../gallery/code-editor-samples.ts';
import { routePlugin } from '../route-plugin.ts';

const TEXT = Type.String({ maxLength: 65_536, default: '' });
const CodeEditorBody = Type.Object({ configuration: TEXT, function: TEXT, _csrf: Type.Optional(Type.String()) });
const JsonEditBody = Type.Object({ json: TEXT, _csrf: Type.Optional(Type.String()) });
const CheckboxBody = Type.Object({ mode: Type.Union([Type.String({ maxLength: 8 }), Type.Array(Type.String({ maxLength: 8 }), { maxItems: 2 })], { default: '' }), _csrf: Type.Optional(Type.String()) });
const PLAYBACK_MEMBER = Type.Optional(Type.String({ maxLength: 16 }));
const GalleryQuery = Type.Object({
  dialog: Type.Optional(Type.Literal('json-edit')),
  // The history playback's stepping form (server/domain/time-window/playback.ts).
  playback: PLAYBACK_MEMBER, playFrom: PLAYBACK_MEMBER, playStep: PLAYBACK_MEMBER, playSpeed: PLAYBACK_MEMBER, playing: PLAYBACK_MEMBER, play: PLAYBACK_MEMBER,
});

/**
 * `/gallery`: the shared parts in their states (registered only with `GALLERY=true`). The code editor's form posts
 * to `/gallery/code-editor`, the JSON edit dialog (`?dialog=json-edit`) to `/gallery/json-edit`; both come back with
 * the server's verdicts, the input kept.
 */
export const gallery = routePlugin('gallery', async (app) => {
  const answer = async (request: FastifyRequest, reply: FastifyReply, parts: { codeEditor?: CodeEditorCheck; jsonEdit?: JsonEditState; checkbox?: string; playback?: Record<string, string> }, status = 200) => {
    const view = request.view();
    const codeEditor = parts.codeEditor ?? (await checkCodeEditorForm(INVALID_INPUT.json, INVALID_INPUT.fn, view.t));
    const jsonEdit = parts.jsonEdit ?? { open: false, text: '' };
    return reply.page(<GalleryPage crumbs={routeCrumbs('gallery', view)} codeEditor={codeEditor} jsonEdit={jsonEdit} checkbox={parts.checkbox} playback={parts.playback} />, status);
  };

  app.get('/gallery', { config: { routeId: 'gallery' }, schema: { querystring: GalleryQuery } }, async (request, reply) => {
    const { dialog, ...playback } = request.query;
    const open = dialog === 'json-edit';
    const asked = Object.fromEntries(Object.entries(playback).filter((e): e is [string, string] => typeof e[1] === 'string'));
    return answer(request, reply, { jsonEdit: { open, text: open ? JSON.stringify({ temperature: 21.5 }, null, 2) : '' }, playback: asked });
  });

  app.post('/gallery/code-editor', { config: { routeId: 'gallery' }, schema: { body: CodeEditorBody } }, async (request, reply) => {
    const codeEditor = await checkCodeEditorForm(request.body.configuration, request.body.function, request.view().t);
    return answer(request, reply, { codeEditor }, codeEditor.valid ? 200 : 400);
  });

  app.post('/gallery/checkbox', { config: { routeId: 'gallery' }, schema: { body: CheckboxBody } }, async (request, reply) => {
    return answer(request, reply, { checkbox: lastFormValue(request.body.mode) ?? '' });
  });

  app.post('/gallery/json-edit', { config: { routeId: 'gallery' }, schema: { body: JsonEditBody } }, async (request, reply) => {
    const check = checkJsonObjectText(request.body.json, true);
    if (check.ok) return answer(request, reply, { jsonEdit: { open: false, text: '', saved: check.value as object } });
    return answer(request, reply, { jsonEdit: { open: true, text: request.body.json, error: jsonObjectError(check, request.view().t) } }, 400);
  });
});
