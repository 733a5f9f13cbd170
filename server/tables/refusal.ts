import type { FastifyRequest } from 'fastify';
import { isPlatformDown, isPlatformError } from '../platform/platform-error.ts';
import { errorText } from '../plugins/platform-failure.tsx';

/** A platform call a form made was refused: what the form shows, and the status it is shown with. */
export interface Refusal {
  status: number;
  message: string;
}

/** The console's own refusal of an action upstream's console does not offer (deleting the `Main` queue): a 400 with its message. */
export class ConsoleRefusal extends Error {
  readonly status = 400;
}

/**
 * Whether `err` is a refusal a form shows itself (a 400 with the platform's message, a 404, a duplicate name, a
 * platform 500): the message and status (the platform's 4xx, else 502). A form posted while the platform cannot be
 * reached is refused too, so that it comes back with its input and "your changes were not saved". Anything else
 * (forbidden, the session ended, an unreadable answer, an unreachable platform on a page's read) is for the error
 * pages: null, and the caller rethrows.
 */
export function refusalOf(request: FastifyRequest, err: unknown): Refusal | null {
  if (err instanceof ConsoleRefusal) return { status: err.status, message: err.message };
  const down = downRefusal(request, err);
  if (down) return down;
  if (!isPlatformError(err, { answered: true }) || err.status === 401 || err.status === 403) return null;
  return { status: err.status >= 400 && err.status < 500 ? err.status : 502, message: errorText(request, err) };
}

/** A form posted while the platform cannot be reached (see `isPlatformDown`): 502 and "your changes were not saved"; else null. */
export function downRefusal(request: FastifyRequest, err: unknown): Refusal | null {
  if (request.method === 'GET' || !isPlatformDown(err)) return null;
  return { status: 502, message: request.view().t('unreachable.changes-not-saved') };
}

/** A read a form can come back without while the platform is away: its result, or `fallback` when the platform is down. */
export async function unlessDown<T, F>(read: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await read;
  } catch (err) {
    if (isPlatformDown(err)) return fallback;
    throw err;
  }
}
