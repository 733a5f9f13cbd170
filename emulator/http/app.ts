import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ErrorCode, errorBody } from './api-error.ts';

/** The platform's mapping of framework-level HTTP statuses to error codes (contract 1.2). */
function codeForStatus(status: number): number {
  if ([400, 405, 406, 415].includes(status)) return ErrorCode.BAD_REQUEST_PARAMS;
  if (status === 401) return ErrorCode.AUTHENTICATION;
  if (status === 403) return ErrorCode.PERMISSION_DENIED;
  if (status === 404) return ErrorCode.ITEM_NOT_FOUND;
  if (status === 429) return ErrorCode.TOO_MANY_REQUESTS;
  return ErrorCode.GENERAL;
}

function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.status).header('content-type', 'application/json').send(JSON.stringify(errorBody(error)));
}

export function createApp(logger: boolean): FastifyInstance {
  const app = Fastify({
    logger,
    bodyLimit: 50 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Undecodable URLs are answered before routing; keep them in the platform's error shape too.
    frameworkErrors: (error, _request, reply) =>
      sendError(reply, new ApiError(400, ErrorCode.BAD_REQUEST_PARAMS, error.message)),
  });
  // Bodies stay raw text: each endpoint binds (or ignores) its body like the platform does.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return sendError(reply, new ApiError(status, codeForStatus(status), error.message));
  });
  // A path some route serves with another method is a 405, as with Spring's handler mapping.
  const patterns: RegExp[] = [];
  app.addHook('onRoute', (route) => {
    const source = route.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
    patterns.push(new RegExp(`^${source}/*$`));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (patterns.some((pattern) => pattern.test(path))) {
      return sendError(reply, new ApiError(405, ErrorCode.BAD_REQUEST_PARAMS, `Request method '${request.method}' not supported`));
    }
    return sendError(reply, new ApiError(404, ErrorCode.ITEM_NOT_FOUND, `No handler found for ${request.method} ${path}`));
  });
  return app;
}
