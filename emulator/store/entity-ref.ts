/** Id objects of entity types the shared EntityType union does not list (widgets, OTA, queues, rule nodes). */
export function ref(entityType: string, id: string): { entityType: string; id: string } {
  return { entityType, id };
}

export function nullableRef(entityType: string, id: string | null): { entityType: string; id: string } | null {
  return id === null ? null : { entityType, id };
}
