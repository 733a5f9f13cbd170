import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import type { EntityId } from '../../platform/types/ids.ts';

/**
 * A details tab with an address of its own (`/assets/<id>/attributes`), generic over the entity type: one part serves
 * every kind that lists its slug. Its query is its own (`scope`, `page`, `dialog`...), never the list's.
 */
export interface TabContext {
  request: FastifyRequest;
  reply: FastifyReply;
  entityId: EntityId;
  /** The tab's console path (without BASE_PATH and query). */
  path: string;
  query: Record<string, unknown>;
}

/** What a tab answers: its content under the details header, or the address to go to after a form (303). */
export type TabAnswer = { kind: 'content'; status?: number; node: ReactNode } | { kind: 'redirect'; path: string } | { kind: 'forbidden' };

export interface TabPart {
  slug: string;
  show(ctx: TabContext): Promise<TabAnswer>;
  submit?(ctx: TabContext, body: Record<string, unknown>): Promise<TabAnswer>;
}

/** One query parameter as a string ('' when absent or repeated wrongly). */
export function queryText(query: Record<string, unknown>, name: string, max = 1024): string {
  const value = query[name];
  const text = Array.isArray(value) ? String(value[0] ?? '') : typeof value === 'string' ? value : '';
  return text.slice(0, max);
}

/** A query parameter that may repeat (`keys=a&keys=b`). */
export function queryList(query: Record<string, unknown>, name: string, max = 1000): string[] {
  const value = query[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((v): v is string => typeof v === 'string' && v !== '').slice(0, max);
}

/** A non-negative integer parameter, or the fallback. */
export function queryNumber(query: Record<string, unknown>, name: string, fallback: number, max: number): number {
  const text = queryText(query, name, 12);
  if (!/^\d+$/.test(text)) return fallback;
  return Math.min(Number(text), max);
}
