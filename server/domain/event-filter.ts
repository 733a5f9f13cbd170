/**
 * The events tab's types and filters (console-map §3.18): which filter fields each event type has, and what kind of
 * value each takes. The query carries them under their own names; the platform takes them in the filter body.
 */
export const EVENT_TYPES = ['ERROR', 'LC_EVENT', 'STATS', 'DEBUG_RULE_NODE', 'DEBUG_RULE_CHAIN'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export type FilterControl = 'text' | 'number' | 'status' | 'boolean' | 'direction';

export const FILTER_FIELDS: Record<EventType, readonly string[]> = {
  ERROR: ['server', 'method', 'errorStr'],
  LC_EVENT: ['server', 'event', 'status', 'errorStr'],
  STATS: ['server', 'minMessagesProcessed', 'maxMessagesProcessed', 'minErrorsOccurred', 'maxErrorsOccurred'],
  DEBUG_RULE_NODE: ['server', 'msgDirectionType', 'entityId', 'entityType', 'msgId', 'msgType', 'relationType', 'dataSearch', 'metadataSearch', 'isError', 'errorStr'],
  DEBUG_RULE_CHAIN: ['server', 'message', 'isError', 'errorStr'],
};

export const FILTER_CONTROLS: Record<string, FilterControl> = {
  minMessagesProcessed: 'number',
  maxMessagesProcessed: 'number',
  minErrorsOccurred: 'number',
  maxErrorsOccurred: 'number',
  status: 'status',
  isError: 'boolean',
  msgDirectionType: 'direction',
};

/** The event types an entity's tab offers: the debug types only on rule chains (and their nodes). */
export function eventTypesOf(entityType: string): EventType[] {
  return entityType === 'RULE_CHAIN' || entityType === 'RULE_NODE' ? [...EVENT_TYPES] : ['ERROR', 'LC_EVENT', 'STATS'];
}

/** The filter of a query: the type's fields that are set (numbers only when they are numbers). */
export function filterOf(type: EventType, read: (name: string) => string): Record<string, string> {
  const filter: Record<string, string> = {};
  for (const name of FILTER_FIELDS[type]) {
    const value = read(name).trim();
    if (!value) continue;
    if (FILTER_CONTROLS[name] === 'number' && !/^\d+$/.test(value)) continue;
    filter[name] = value;
  }
  return filter;
}
