import { routePlugin } from '../route-plugin.ts';

/**
 * The frame's own policy: a sandbox (scripts, no origin of its own, so no cookie, storage or console page is within
 * reach), nothing loaded but the runner script, no network, no form, no navigation of the page that frames it. The
 * author's controller script is compiled there (`unsafe-eval`), and its HTML may style itself (`unsafe-inline`);
 * the console's pages never allow either.
 */
const FRAME_POLICY = [
  'sandbox allow-scripts',
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * `/widget-frame`: the sandboxed document a widget type's own code runs in (the editor's preview, and tenant widget
 * types on dashboards, customers' included). `/widget-editor`, upstream's editor address, is the system and tenant
 * administrators' only (the route table's access): it leads to the widget library, where each type has its editor.
 */
export const widgetEditor = routePlugin('widget-editor', async (app) => {
  app.get('/widget-editor', { config: { routeId: 'widgetEditor' } }, async (_request, reply) => reply.redirectTo('/widgets-bundles'));
  app.get('/widget-frame', { config: { routeId: 'widgetFrame' } }, async (request, reply) => {
    const { lang, asset } = request.view();
    const html = `<!doctype html><html lang="${lang.replace('_', '-')}"><head><meta charset="utf-8"><title>Widget</title><script defer src="${asset('widget-frame.js')}"></script></head><body></body></html>`;
    return reply.header('content-security-policy', FRAME_POLICY).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
});
