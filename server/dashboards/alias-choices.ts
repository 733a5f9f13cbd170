import type { EntityInfo } from '../domain/dashboard/dashboard-view.ts';
import type { WidgetConfig } from '../domain/dashboard/dashboard-config.ts';
import { entityQueryApi } from '../platform/api/entity-query.ts';
import type { EntityId } from '../platform/types/ids.ts';
import { resolveAlias, type ResolvedAlias } from './alias-filter.ts';
import { bool, text } from './json-read.ts';
import type { LoadContext } from './load-context.ts';
import { entityInfo, NEWEST_FIRST } from './load-entities.ts';

/** The address member holding the entity the viewer chose for a single-entity alias (its id). */
export const aliasParam = (aliasId: string) => `alias.${aliasId}`;

/** How many of an alias's entities the toolbar offers (upstream resolves at most a page of them too). */
const MAX_CHOICES = 100;

/** A single-entity alias the viewer may point at another of its entities (upstream's aliases entity select). */
export interface AliasChoice {
  aliasId: string;
  name: string;
  entities: EntityInfo[];
  current: EntityInfo;
}

/**
 * Whether the toolbar offers an alias's entities, as upstream's entity select: an alias resolving to one entity
 * (not `resolveMultiple`) that does not follow the state's entity.
 */
function selectable(filter: Record<string, unknown>): boolean {
  if (bool(filter.resolveMultiple, false) || text(filter.type) === 'stateEntity' || bool(filter.rootStateEntity, false)) return false;
  return true;
}

/** The aliases the widgets of a state's layouts read (their data, alarm and RPC target sources). */
export function aliasesOf(widgets: WidgetConfig[]): Set<string> {
  const ids = widgets.flatMap((w) => [...w.datasources, ...(w.alarmSource ? [w.alarmSource] : [])].map((d) => d.entityAliasId).concat(w.targetDeviceAliasIds));
  return new Set(ids.filter((id): id is string => !!id));
}

/**
 * The aliases the viewer may choose the entity of (only those `used` when given: a state's widgets' aliases), each with its entities (the order the widgets read them in, the
 * first being the one shown by default) and the one chosen in the address when it is one of them.
 */
export async function loadAliasChoices(ctx: Omit<LoadContext, 'aliasEntities'>, query: Record<string, string>, used?: Set<string>): Promise<AliasChoice[]> {
  if (!ctx.config.settings.showEntitiesSelect) return [];
  const aliases = [...ctx.config.aliases.values()].filter((a) => selectable(a.filter) && (!used || used.has(a.id)));
  const choices = await Promise.all(aliases.map(async (alias): Promise<AliasChoice | null> => {
    const resolved = resolveAlias(alias, ctx.params, ctx.viewer);
    if (!resolved.filter) return null;
    const found = await entityQueryApi.findEntityData(ctx.platform, {
      entityFilter: resolved.filter,
      pageLink: { page: 0, pageSize: MAX_CHOICES, sortOrder: NEWEST_FIRST },
      entityFields: ['name', 'label', 'type'].map((key) => ({ type: 'ENTITY_FIELD', key })),
    }).catch(() => null);
    const entities = found?.data.map(entityInfo) ?? [];
    if (entities.length === 0) return null;
    const chosen = entities.find((e) => e.id.id === query[aliasParam(alias.id)]);
    return { aliasId: alias.id, name: alias.alias || alias.id, entities, current: chosen ?? entities[0] };
  }));
  return choices.filter((c): c is AliasChoice => c !== null);
}

/** The entities chosen in the address, by alias: what the widgets of those aliases show instead of the first. */
export function chosenEntities(choices: AliasChoice[], query: Record<string, string>): Map<string, EntityId> {
  return new Map(choices.filter((c) => query[aliasParam(c.aliasId)] === c.current.id.id).map((c) => [c.aliasId, c.current.id]));
}

/** The entities chosen in an address (a widget form's page, a live widget's name), checked against their aliases. */
export async function aliasEntitiesOf(ctx: Omit<LoadContext, 'aliasEntities'>, query: Record<string, string>): Promise<Map<string, EntityId>> {
  if (!Object.keys(query).some((k) => k.startsWith('alias.'))) return new Map();
  return chosenEntities(await loadAliasChoices(ctx, query), query);
}

/** An alias of the dashboard as this page resolves it: the viewer's chosen entity, else the alias's own filter. */
export function pageAlias(ctx: LoadContext, aliasId: string | null): ResolvedAlias {
  const chosen = aliasId ? ctx.aliasEntities.get(aliasId) : undefined;
  if (chosen) return { filter: { type: 'singleEntity', singleEntity: chosen }, resolveMultiple: false };
  return resolveAlias(aliasId ? ctx.config.aliases.get(aliasId) : undefined, ctx.params, ctx.viewer);
}
