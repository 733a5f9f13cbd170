import { Type } from '@sinclair/typebox';
import { Fragment } from 'react';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GalleryPage } from '../../views/gallery/gallery-page.tsx';
import { jsonEditVerdict } from '../domain/code/json-edit.ts';
import { jsonObjectError } from '../domain/code/json-text.ts';
import { JSON_EDIT_SAMPLE } from '../gallery/json-edit-sample.ts';
import { checkCodeEditorForm } from '../gallery/code-editor-samples.ts';
import { lastFormValue } from '../domain/form-value.ts';
import { routeCrumbs } from '../domain/route-crumbs.ts';
import { routePlugin } from '../route-plugin.ts';
import { helpLoader } from '../help/help-loader.ts';
import { helpTitle } from '../help/help-source.ts';
import { renderMarkdown } from '../help/markdown.ts';
import { galleryFileRoutes } from './gallery-files.tsx';
import { galleryFormRoutes } from './gallery-forms.tsx';
import { pickerGalleryRoutes, pickerState, PickerQuery } from './gallery-pickers.tsx';
import { galleryAutocompleteRoutes } from './gallery-autocompletes.tsx';
import { typePickerGalleryRoutes } from './gallery-type-pickers.ts';
import { openedScriptTest, scriptTestGalleryRoutes } from '../gallery/script-test-samples.ts';
import { checkTimeForm } from '../gallery/time-samples.ts';
import { timewindowFromQuery } from '../domain/time-window/timewindow-query.ts';
import { defaultTimewindow } from '../domain/time-window/timewindow.ts';
import { CONSOLE_ZONE } from '../domain/time-window/zoned-time.ts';
import { navTreeGalleryRoutes } from './gallery-nav-tree.tsx';
import { askedParts, filteredUrl, isGalleryAddress, PARTS_PARAM, withParts } from '../gallery/gallery-filter.ts';
import { shownSections, type GalleryPosts } from '../gallery/gallery-sections.ts';
import { GALLERY_SECTIONS, MAX_POINTS } from '../gallery/gallery-section-list.tsx';

const TEXT = Type.String({ maxLength: 65_536, default: '' });
const CodeEditorBody = Type.Object({ configuration: TEXT, function: TEXT, _csrf: Type.Optional(Type.String()) });
const JsonEditBody = Type.Object({ json: TEXT, _csrf: Type.Optional(Type.String()) });
const CheckboxBody = Type.Object({ mode: Type.Union([Type.String({ maxLength: 8 }), Type.Array(Type.String({ maxLength: 8 }), { maxItems: 2 })], { default: '' }), _csrf: Type.Optional(Type.String()) });
const PLAYBACK_MEMBER = Type.Optional(Type.String({ maxLength: 16 }));
const GalleryQuery = Type.Object({
  ...PickerQuery,
  dialog: Type.Optional(Type.Union([Type.Literal('json-edit'), Type.Literal('colour'), Type.Literal('icon'), Type.Literal('markdown-help'), Type.Literal('create-gateway'),
    Type.Literal('nav-tree-create'), Type.Literal('nav-tree-rename'), Type.Literal('nav-tree-delete'), Type.Literal('script-test')])),
  fullscreen: Type.Optional(Type.Literal('panel')),
  // Only these sections (server/gallery/gallery-filter.ts).
  parts: Type.Optional(Type.Union([Type.String({ maxLength: 2048 }), Type.Array(Type.String({ maxLength: 2048 }), { maxItems: 8 })])),
  // The script test dialog's sample: `invalid` breaks its message JSON.
  sample: Type.Optional(Type.Literal('invalid')),
  // The history playback's stepping form (server/domain/time-window/playback.ts).
  // A picker's search without JavaScript (`<name>.search`) and the time window's panel: any short text.
  playback: PLAYBACK_MEMBER, playFrom: PLAYBACK_MEMBER, playStep: PLAYBACK_MEMBER, playSpeed: PLAYBACK_MEMBER, playing: PLAYBACK_MEMBER, play: PLAYBACK_MEMBER,
}, { additionalProperties: Type.Union([Type.String({ maxLength: 4096 }), Type.Array(Type.String({ maxLength: 4096 }), { maxItems: 4 })]) });
/** The time forms' fields (server/gallery/time-samples.ts), each a short text. */
const TimeBody = Type.Object({ _csrf: Type.Optional(Type.String()) }, { additionalProperties: Type.String({ maxLength: 64 }), maxProperties: 24 });

/**
 * `/gallery`: the shared parts in their states (registered only with `GALLERY=true`). The code editor's form posts
 * to `/gallery/code-editor`, the JSON edit dialog (`?dialog=json-edit`) to `/gallery/json-edit`; both come back with
 * the server's verdicts, the input kept. The pickers' forms and dialogs (`?dialog=colour`, `?dialog=icon`) are
 * gallery-pickers.tsx.
 */
export const gallery = routePlugin('gallery', async (app) => {
  const loadHelp = helpLoader();
  // A filtered gallery's addresses keep its filter: links, forms and dialogs through the URL helper, redirects here.
  const filters = new WeakMap<FastifyRequest, { parts: string; gallery: string }>();
  app.addHook('preHandler', async (request) => {
    const { filter } = shownSections(GALLERY_SECTIONS, askedParts(request));
    if (!filter) return;
    const view = request.view();
    filters.set(request, { parts: filter.join(','), gallery: view.url('/gallery') });
    view.url = filteredUrl(view.url, filter.join(','));
  });
  app.addHook('onSend', async (request, reply) => {
    const { parts, gallery } = filters.get(request) ?? {};
    if (!parts || !gallery) return;
    for (const header of ['location', 'hx-redirect']) {
      const target = reply.getHeader(header);
      if (typeof target === 'string' && isGalleryAddress(target, gallery)) reply.header(header, withParts(target, parts));
    }
  });
  const answer = async (request: FastifyRequest, reply: FastifyReply, posted: GalleryPosts, status = 200) => {
    const view = request.view();
    const { shown, filter } = shownSections(GALLERY_SECTIONS, askedParts(request));
    const keep: Record<string, string> = filter ? { [PARTS_PARAM]: filter.join(',') } : {};
    const context = { request, posted, query: request.query as Record<string, unknown>, now: Date.now(), keep };
    // Only the shown sections read their samples, each independently of the others.
    const data = await Promise.all(shown.map((entry) => entry.load?.(context)));
    const index = shown.flatMap((entry) => Object.entries(entry.titles));
    return reply.page(
      <GalleryPage crumbs={routeCrumbs('gallery', view)} index={index} keep={keep}>
        {shown.map((entry, i) => <Fragment key={Object.keys(entry.titles)[0]}>{entry.render(data[i])}</Fragment>)}
      </GalleryPage>,
      status,
    );
  };
  galleryAutocompleteRoutes(app, answer);
  await app.register(galleryFileRoutes((request, reply, files, status) => answer(request, reply, { files }, status)));

  app.get('/gallery', { config: { routeId: 'gallery' }, schema: { querystring: GalleryQuery } }, async (request, reply) => {
    const { playback, playFrom, playStep, playSpeed, playing, play } = request.query;
    const asked = Object.fromEntries(Object.entries({ playback, playFrom, playStep, playSpeed, playing, play }).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const open = request.query.dialog === 'json-edit';
    const now = Date.now();
    const timewindow = timewindowFromQuery(request.query, defaultTimewindow(now, MAX_POINTS), { now, viewerZone: CONSOLE_ZONE, maxPoints: MAX_POINTS });
    // The time window's panel without JavaScript: a valid form goes to the address holding the window as one parameter.
    if (timewindow.kind === 'redirect') return reply.redirect(request.view().url('/gallery', timewindow.query), 303);
    const doc = request.query.dialog === 'markdown-help' ? await loadHelp(request, 'markdown') : null;
    const help = doc ? { title: helpTitle(doc.markdown) ?? request.view().t('markdown.help'), html: renderMarkdown(doc.markdown) } : undefined;
    const fullscreen = request.query.fullscreen === 'panel';
    // A picker's search without JavaScript (`<name>.search`), by the picker's name.
    const searches = Object.fromEntries(Object.entries(request.query).filter(([name, value]) => name.endsWith('.search') && typeof value === 'string')
      .map(([name, value]) => [name.slice(0, -'.search'.length), value as string]));
    return answer(request, reply, {
      jsonEdit: { open, text: open ? JSON.stringify(JSON_EDIT_SAMPLE, null, 2) : '' },
      files: (initial) => ({ ...initial, help, fullscreen }),
      pickers: pickerState(request.query),
      playback: asked,
      timewindow,
      searches,
      autocompleteQuery: request.query,
      scriptTest: request.query.dialog === 'script-test' ? openedScriptTest(request.query.sample, request.view().t) : undefined,
    }, timewindow.kind === 'refused' ? 400 : 200);
  });

  app.post('/gallery/code-editor', { config: { routeId: 'gallery' }, schema: { body: CodeEditorBody } }, async (request, reply) => {
    const codeEditor = await checkCodeEditorForm(request.body.configuration, request.body.function, request.view().t);
    return answer(request, reply, { codeEditor }, codeEditor.valid ? 200 : 400);
  });

  app.post('/gallery/time', { config: { routeId: 'gallery' }, schema: { body: TimeBody } }, async (request, reply) => {
    const { _csrf, ...posted } = request.body as Record<string, string>;
    const time = checkTimeForm(posted, Date.now());
    // The other forms keep their invalid samples: the status says whether the posted form was refused.
    const refused = Object.keys(time.errors).some((field) => Object.keys(posted).some((name) => name === field || name.startsWith(`${field}.`)));
    return answer(request, reply, { time }, refused ? 400 : 200);
  });

  app.post('/gallery/checkbox', { config: { routeId: 'gallery' }, schema: { body: CheckboxBody } }, async (request, reply) => {
    return answer(request, reply, { checkbox: lastFormValue(request.body.mode) ?? '' });
  });

  pickerGalleryRoutes(app, answer);
  navTreeGalleryRoutes(app, answer);
  galleryFormRoutes(app, answer);
  typePickerGalleryRoutes(app, answer);
  scriptTestGalleryRoutes(app, answer);

  app.post('/gallery/json-edit', { config: { routeId: 'gallery' }, schema: { body: JsonEditBody } }, async (request, reply) => {
    const { check, canSave } = jsonEditVerdict(request.body.json, JSON.stringify(JSON_EDIT_SAMPLE));
    if (check.ok && canSave) return answer(request, reply, { jsonEdit: { open: false, text: '', saved: check.value as object } });
    const refused = { open: true, text: request.body.json, error: jsonObjectError(check, request.view().t), unchanged: check.ok };
    return answer(request, reply, { jsonEdit: refused }, 400);
  });
});
