import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';

const MAX_DEPTH = 8;

/** Paths (`/page`, `/items/0/n`) of the non-finite numbers in a parsed object's members, or undefined for none. */
function nonFinite(value: object, path: string, depth: number, found?: string[]): string[] | undefined {
  // Not Object.entries, and a member's path made only when it is needed: every request's query and parameters pass.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) (found ??= []).push(`${path}/${key}`);
    } else if (item && typeof item === 'object' && depth + 1 < MAX_DEPTH) found = nonFinite(item, `${path}/${key}`, depth + 1, found);
  }
  return found;
}

function nonFiniteIn(value: unknown): string[] | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : [''];
  return value && typeof value === 'object' ? nonFinite(value, '', 0) : undefined;
}

/** A validation failure like Fastify's own, so that it gets the same 400 page. */
class NonFiniteNumberError extends Error {
  readonly statusCode = 400;
  readonly validation: FastifySchemaValidationError[];
  readonly validationContext: string;

  constructor(context: string, paths: string[]) {
    super(`${context}: ${paths.join(', ')} must be finite numbers`);
    this.validationContext = context;
    this.validation = paths.map((instancePath) => ({ keyword: 'finite', instancePath, schemaPath: '#/finite', params: {}, message: 'must be a finite number' }));
  }
}

/**
 * Refuses Infinity, -Infinity and values past the double range (1e400) in every numeric query,
 * parameter and form field, before any handler sees them. Schema coercion turns such text into
 * numbers and then skips the limits (minimum, maximum) for them, so the check comes right after
 * it, once for all routes.
 */
export const finiteNumbers = fp(async function finiteNumbers(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', (request, _reply, done) => {
    let paths: string[] | undefined;
    if ((paths = nonFiniteIn(request.query))) return done(new NonFiniteNumberError('querystring', paths));
    if ((paths = nonFiniteIn(request.params))) return done(new NonFiniteNumberError('params', paths));
    if ((paths = nonFiniteIn(request.body))) return done(new NonFiniteNumberError('body', paths));
    done();
  });
}, { name: 'finite-numbers' });
