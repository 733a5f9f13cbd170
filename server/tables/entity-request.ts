import type { FastifyRequest } from 'fastify';
import { Type, type TProperties } from '@sinclair/typebox';
import type { ListAddress, Overlay } from '../domain/entity-address.ts';
import { isUuid } from '../domain/entity-form.ts';
import { sortableProperties } from '../domain/table-columns.ts';
import { DEFAULT_SORT } from '../domain/table-state.ts';
import { TableQuery, tableQueryWith, tableState } from './table-query.ts';
import type { EntityTable, FilterDef, PlatformEntity } from './entity-table.ts';

const MAX_IDS = 1000;

/** What an entity page's query may carry besides a list's table state: what is open over the page. */
export const OverlayQuery = {
  details: Type.Optional(Type.String({ maxLength: 64 })),
  edit: Type.Optional(Type.String({ maxLength: 8 })),
  dialog: Type.Optional(Type.String({ pattern: '^[a-z][a-z-]{0,31}$' })),
  /** `ids=a,b` from a link, or `ids=a&ids=b` from the selection's checkboxes. */
  ids: Type.Optional(Type.Array(Type.String({ maxLength: 40 * MAX_IDS }), { maxItems: MAX_IDS })),
  step: Type.Optional(Type.String({ pattern: '^[a-z][a-z-]{0,31}$' })),
} satisfies TProperties;

/** A list page's query: the table state, the header filters (ids, sub-type names, or empty) and the overlay. */
export function listQuerySchema(filterDefs: readonly FilterDef[], defaultSort?: ListAddress['defaultSort']) {
  const filters: TProperties = {};
  for (const def of filterDefs) {
    filters[def.name] = Type.Optional('picker' in def ? Type.String({ pattern: '^$|^[0-9a-fA-F-]{36}$' }) : Type.String({ maxLength: 255 }));
  }
  const table = defaultSort ? tableQueryWith(defaultSort) : TableQuery;
  return Type.Object({ ...table.properties, ...OverlayQuery, ...filters });
}

export const DetailsQuery = Type.Object(OverlayQuery);

export type OverlayValues = { details?: string; edit?: string; dialog?: string; ids?: string[]; step?: string };

/** The ids of the overlay, each a UUID; null when one is not (the address names nothing: not found). */
export function overlayOf(query: OverlayValues): Overlay | null {
  const ids = (query.ids ?? []).flatMap((v) => v.split(',')).filter((v) => v !== '');
  if (ids.length > MAX_IDS || !ids.every(isUuid)) return null;
  return { edit: query.edit === 'true', dialog: query.dialog, ids: [...new Set(ids)], step: query.step };
}

/** The list's address from its query; null when the panel's id is not an id. A sort the table lacks is a 400. */
export function listAddressOf<E extends PlatformEntity>(path: string, table: EntityTable<E>, query: TableQuery & OverlayValues): ListAddress | null {
  if (query.details !== undefined && query.details !== '' && !isUuid(query.details)) return null;
  const filters: Record<string, string> = {};
  for (const filter of table.filters) {
    const value = (query as Record<string, unknown>)[filter.name];
    // Ids are written one way only; a sub-type's name is the user's, case and all.
    if (typeof value === 'string' && value) filters[filter.name] = 'picker' in filter ? value.toLowerCase() : value;
  }
  // The default sort is always accepted: the platform sorts every list by creation time, shown as a column or not.
  const sortable = [...sortableProperties(table.columns), DEFAULT_SORT.property];
  return { path, state: tableState(query, sortable), filters, details: query.details || undefined, defaultSort: table.defaultSort };
}

/** The part of the page an htmx request asks for (`HX-Target: div#entity-panel`), or `page`. */
export type PagePart = 'page' | 'entity-page' | 'entity-table' | 'entity-panel' | 'entity-dialog';

export function requestedPart(request: FastifyRequest): PagePart {
  if (!request.wantsFragment) return 'page';
  const target = String(request.headers['hx-target'] ?? '');
  const id = target.slice(target.indexOf('#') + 1);
  return id === 'entity-table' || id === 'entity-panel' || id === 'entity-dialog' ? id : 'entity-page';
}
