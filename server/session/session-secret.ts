import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * SESSION_SECRET when set; otherwise one generated once and kept in the data directory, so that
 * sessions stored on disk stay valid across restarts of a single instance.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): { secret: string; generated: boolean } {
  if (configured) return { secret: configured, generated: false };
  const file = join(dataDir, 'session-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return { secret: existing, generated: true };
  } catch {
    // first start: create it below
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return { secret, generated: true };
}
