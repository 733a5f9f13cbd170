import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';

const MAX_DEPTH = 8;

/** Paths (`/page`, `/items/0/n`) of the non-finite numbers in parsed input. */
function nonFinite(value: unknown, path: string, depth: number, found: string[]): string[] {
  if (typeof value === 'number' && !Number.isFinite(value)) found.push(path);
  else if (value && typeof value === 'object' && depth < MAX_DEPTH) {
    for (const [key, item] of Object.entries(value)) nonFinite(item, `${path}/${key}`, depth + 1, found);
  }
  return found;
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
    for (const [context, value] of [['querystring', request.query], ['params', request.params], ['body', request.body]] as const) {
      const paths = nonFinite(value, '', 0, []);
      if (paths.length > 0) return done(new NonFiniteNumberError(context, paths));
    }
    done();
  });
}, { name: 'finite-numbers' });
