import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ViewContextProvider } from '../../views/view-context.tsx';
import { Toast, ToastRegion } from '../../views/toasts/toasts.tsx';
import type { Notice } from './notice.ts';

/** The toast region as HTML, holding `content`; `oob` for an htmx response that fills the page's region. */
export function regionMarkup(request: FastifyRequest, content: ReactElement | null, oob = false): string {
  return renderToStaticMarkup(
    <ViewContextProvider value={request.view()}>
      <ToastRegion oob={oob}>{content}</ToastRegion>
    </ViewContextProvider>,
  );
}

export function toastMarkup(request: FastifyRequest, notice: Notice | undefined, oob = false): string {
  return regionMarkup(request, notice ? <Toast notice={notice} id={`toast-${randomBytes(4).toString('hex')}`} /> : null, oob);
}

function isHtml(reply: FastifyReply): boolean {
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html');
}

/**
 * Shows the session's pending toast on the next HTML the session receives: a full page gets it
 * in its toast region (every page has the region), an htmx fragment gets it out of band.
 * Registered before the session plugin so that taking the toast is saved with the session.
 */
export function toasts(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !isHtml(reply) || (reply.statusCode >= 300 && reply.statusCode < 400)) return payload;
    const session = request.session as FastifyRequest['session'] | undefined;
    const pending = session?.toast;
    if (payload.startsWith('<!doctype html>')) {
      if (pending) session!.toast = undefined;
      const at = payload.lastIndexOf('</body>');
      return at < 0 ? payload : payload.slice(0, at) + toastMarkup(request, pending) + payload.slice(at);
    }
    if (pending && request.headers['hx-request'] === 'true') {
      session!.toast = undefined;
      return payload + toastMarkup(request, pending, true);
    }
    return payload;
  });
}
