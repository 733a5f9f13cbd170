import type { FastifyRequest } from 'fastify';
import type { Notice } from '../domain/notice.ts';
import { setToast } from '../session/console-session.ts';

// Spec: success toasts last 1000 ms, and the panel stays 500 ms longer.
const SUCCESS_DURATION_MS = 1000 + 500;

/** Keeps a toast for the next page this session sees; a newer toast replaces an older one. */
export function showNext(request: FastifyRequest, notice: Notice): void {
  setToast(request.session, notice.type === 'success' && notice.durationMs === undefined ? { ...notice, durationMs: SUCCESS_DURATION_MS } : notice);
}

export function success(request: FastifyRequest, message: string): void {
  showNext(request, { type: 'success', message });
}

/** An error toast (top left), e.g. a sign-in or two-factor failure with the platform's message. */
export function failure(request: FastifyRequest, message: string): void {
  showNext(request, { type: 'error', message });
}

export function info(request: FastifyRequest, message: string): void {
  showNext(request, { type: 'info', message });
}
