import type { FastifyRequest } from 'fastify';
import { refusalOf, type Refusal } from '../refusal.ts';

/** What applying an action to each chosen entity led to. */
export interface EachOutcome {
  done: string[];
  /** `<id>: <message>` per refused entity. */
  failures: string[];
  /** The first refusal: what a dialog about one entity shows on its form. */
  first?: Refusal;
}

/**
 * Applies `action` to each id in turn (the platform has no group calls: upstream sends one per entity). A refusal the
 * forms show (refusal.ts) is noted and the others go on; any other failure ends the request as it would a page.
 */
export async function applyEach(request: FastifyRequest, ids: readonly string[], action: (id: string) => Promise<void>): Promise<EachOutcome> {
  const outcome: EachOutcome = { done: [], failures: [] };
  for (const id of ids) {
    try {
      await action(id);
      outcome.done.push(id);
    } catch (err) {
      const refusal = refusalOf(request, err);
      if (!refusal) throw err;
      outcome.first ??= refusal;
      outcome.failures.push(`${id}: ${refusal.message}`);
    }
  }
  return outcome;
}
