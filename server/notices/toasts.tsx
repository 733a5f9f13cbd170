import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from '../../views/react-markup.ts';
import { ViewContextProvider } from '../../views/view-context.tsx';
import { Toast, ToastRegion } from '../../views/toasts/toasts.tsx';
import type { Notice, PendingToast } from '../domain/notice.ts';
import { takeToast } from '../session/console-session.ts';

function withId(notice: Notice): PendingToast {
  return { notice, id: `toast-${randomBytes(4).toString('hex')}` };
}

/**
 * Takes the session's pending toast for the HTML being rendered: a full page shows it in its toast region, an htmx
 * fragment out of band. Taken toasts are saved with the session when the answer is sent.
 */
export function takePendingToast(request: FastifyRequest): PendingToast | undefined {
  const notice = takeToast(request.session as FastifyRequest['session'] | undefined);
  return notice && withId(notice);
}

/** The toast region as HTML, holding `content`; `oob` for an htmx response that fills the page's region. */
export function regionMarkup(request: FastifyRequest, content: ReactElement | null, oob = false): string {
  return renderToStaticMarkup(
    <ViewContextProvider value={request.view()}>
      <ToastRegion oob={oob}>{content}</ToastRegion>
    </ViewContextProvider>,
  );
}

export function toastMarkup(request: FastifyRequest, notice: Notice | undefined, oob = false): string {
  const toast = notice && withId(notice);
  return regionMarkup(request, toast ? <Toast notice={toast.notice} id={toast.id} /> : null, oob);
}
