import type { AddressInfo } from 'node:net';

export interface StartFacts {
  address: AddressInfo;
  /** HOST as configured: an unspecified address (0.0.0.0, ::) is opened as localhost. */
  host: string;
  basePath: string;
  publicUrl?: string;
  /** The embedded platform's demo sign-ins; none with a real platform. */
  demoUsers: readonly { username: string; password: string }[];
}

/** The address a person opens: PUBLIC_URL when set, else this host and port; BASE_PATH and a slash after. */
export function addressToOpen(facts: Pick<StartFacts, 'address' | 'host' | 'basePath' | 'publicUrl'>): string {
  if (facts.publicUrl) return `${new URL(facts.publicUrl).origin}${facts.basePath}/`;
  const unspecified = facts.host === '0.0.0.0' || facts.host === '::' || facts.host === '';
  const host = unspecified ? 'localhost' : facts.host.includes(':') ? `[${facts.host}]` : facts.host;
  return `http://${host}:${facts.address.port}${facts.basePath}/`;
}

/** The one line `npm start` prints: where to go, and with the embedded platform, who to sign in as. */
export function startLine(facts: StartFacts): string {
  const open = `Floorboard is ready: open ${addressToOpen(facts)}`;
  if (facts.demoUsers.length === 0) return open;
  return `${open} and sign in as ${facts.demoUsers.map((u) => `${u.username} / ${u.password}`).join(', ')}`;
}
