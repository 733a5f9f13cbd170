import { createHash } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * Which replica answered, for the `X-Served-By` header: a short hash of the host name (a container's id) and
 * the process id, so that replicas on one host differ too, without telling either to the browser.
 */
export function replicaId(host = hostname(), pid = process.pid): string {
  return createHash('sha256').update(`${host}:${pid}`).digest('hex').slice(0, 8);
}
