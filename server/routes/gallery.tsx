import { Type } from '@sinclair/typebox';
import { GalleryPage } from '../../views/gallery/gallery-page.tsx';
import { routeCrumbs } from '../domain/route-crumbs.ts';
import { checkCodeEditorForm, INVALID_INPUT } from '../gallery/code-editor-samples.ts';
import { routePlugin } from '../route-plugin.ts';

const CodeEditorBody = Type.Object({
  configuration: Type.String({ maxLength: 65_536, default: '' }),
  function: Type.String({ maxLength: 65_536, default: '' }),
  _csrf: Type.Optional(Type.String()),
});

/**
 * `/gallery`: the shared parts in their states (registered only with `GALLERY=true`). The code editor's form posts
 * to `/gallery/code-editor` and comes back with the server's verdicts, the input kept.
 */
export const gallery = routePlugin('gallery', async (app) => {
  app.get('/gallery', { config: { routeId: 'gallery' } }, async (request, reply) => {
    const view = request.view();
    const codeEditor = await checkCodeEditorForm(INVALID_INPUT.json, INVALID_INPUT.fn, view.t);
    return reply.page(<GalleryPage crumbs={routeCrumbs('gallery', view)} codeEditor={codeEditor} />);
  });

  app.post('/gallery/code-editor', { config: { routeId: 'gallery' }, schema: { body: CodeEditorBody } }, async (request, reply) => {
    const view = request.view();
    const codeEditor = await checkCodeEditorForm(request.body.configuration, request.body.function, view.t);
    return reply.page(<GalleryPage crumbs={routeCrumbs('gallery', view)} codeEditor={codeEditor} />, codeEditor.valid ? 200 : 400);
  });
});
