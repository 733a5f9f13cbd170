import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The shared specs folder (the contract and the console specs); FLOORBOARD_SHARED overrides it. */
export const SHARED = process.env.FLOORBOARD_SHARED ?? fileURLToPath(new URL('../../../shared/', import.meta.url));
export const CONTRACT = `${SHARED}platform-api.md`;
export const SPEC_DIR = `${SHARED}spec/`;
export const contractAvailable = existsSync(CONTRACT);

export interface NamedCall {
  method: string;
  path: string;
  /** The `## N.` section (contract) or file name (spec) that names it. */
  where: string;
}

const METHODS = '(?:GET|POST|PUT|DELETE|PATCH)';
// `GET /api/x`, `GET/DELETE /api/x`, `POST|GET /api/x`; a relative `/{entityType}/...` path takes the section prefix.
const CALL = new RegExp(`\\b(${METHODS}(?:[/|]${METHODS})*)\`?\\s+\`?(/[^\\s\`?\\[|,);]*)(\`?,\\s*\`DELETE\` same)?`, 'g');
const PREFIX = /prefix `(\/api\/[^`]+)`/;

/** The calls a markdown file names, in order of first mention. */
export function namedCalls(text: string, fileLabel: string | null): NamedCall[] {
  const calls = new Map<string, NamedCall>();
  let section = fileLabel ?? '';
  let prefix = '';
  for (const line of text.split('\n')) {
    const heading = /^(#{2,3}) (.*)$/.exec(line);
    if (heading) {
      if (heading[1] === '##') {
        prefix = '';
        if (fileLabel === null) section = heading[2];
      }
      prefix = PREFIX.exec(heading[2])?.[1] ?? prefix;
      continue;
    }
    for (const match of line.matchAll(CALL)) {
      const raw = match[2].replace(/\.+$/, '').replace(/\/+$/, '');
      if (raw.includes('*') || raw.startsWith('/api/ws/')) continue;
      let path: string;
      if (raw.startsWith('/api/')) path = raw;
      else if (raw.startsWith('/{') && prefix !== '') path = prefix + raw;
      else continue;
      const methods = match[1].split(/[/|]/);
      if (match[3]) methods.push('DELETE');
      for (const method of methods) {
        const key = `${method} ${path}`;
        if (!calls.has(key)) calls.set(key, { method, path, where: section });
      }
    }
  }
  return [...calls.values()];
}

/** The contract's calls of the given `## N.` sections. */
export function contractCalls(sections: number[]): NamedCall[] {
  return namedCalls(readFileSync(CONTRACT, 'utf8'), null).filter((named) => sections.includes(Number.parseInt(named.where, 10)));
}

export type Authority = 'SA' | 'TA' | 'CU';

export interface AuthorisedCall {
  method: string;
  path: string;
  /** The authorities the contract lists for the call (its `who` column or parenthesis). */
  who: Authority[];
}

const AUTHORITY_LIST = /^(?:SA|TA|CU)(?:, (?:SA|TA|CU))*$/;

function authorities(text: string): Authority[] | null {
  const list = text.replace(/\(own\)/g, '').replace(/\s+/g, ' ').trim();
  return AUTHORITY_LIST.test(list) ? (list.split(', ') as Authority[]) : null;
}

/**
 * The calls of the given sections whose authorities the contract states: table rows `| \`METHOD /api/...\` | TA, CU |`
 * and prose `\`METHOD /api/...\` (TA, CU)` (a parenthesis that goes on, like `(TA; ...)`, counts up to the `;`).
 */
export function authorisedCalls(sections: number[]): AuthorisedCall[] {
  const calls = new Map<string, AuthorisedCall>();
  let section = 0;
  const add = (method: string, path: string, who: Authority[] | null) => {
    const key = `${method} ${path}`;
    if (who && !calls.has(key)) calls.set(key, { method, path, who });
  };
  for (const line of readFileSync(CONTRACT, 'utf8').split('\n')) {
    const heading = /^## (\d+)\./.exec(line);
    if (heading) section = Number(heading[1]);
    if (!sections.includes(section)) continue;
    const row = /^\| `(GET|POST|PUT|DELETE) (\/api\/[^`?[ ]*)[^`]*` \| ([^|]+) \|/.exec(line);
    if (row) {
      add(row[1], row[2], authorities(row[3]));
      continue;
    }
    for (const prose of line.matchAll(/`(GET|POST|PUT|DELETE) (\/api\/[^`?[ ]*)[^`]*` \(([A-Z, ]+)[;)]/g)) {
      add(prose[1], prose[2], authorities(prose[3]));
    }
  }
  return [...calls.values()];
}
