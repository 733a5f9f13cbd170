import type { FastifyReply } from 'fastify';

/** An error the telemetry controller reports as a plain-text body (contract 5.7), not the JSON error object. */
export class PlainTextError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export const plainBadRequest = (message: string) => new PlainTextError(400, message);

/** Runs a handler; plain-text errors become `text/plain` answers, anything else goes to the JSON error handler. */
export async function withPlainErrors(reply: FastifyReply, handler: () => unknown): Promise<unknown> {
  try {
    return await handler();
  } catch (error) {
    if (!(error instanceof PlainTextError)) throw error;
    return reply.code(error.status).header('content-type', 'text/plain;charset=UTF-8').send(error.message);
  }
}
