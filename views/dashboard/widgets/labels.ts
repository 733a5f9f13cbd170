import type { EntityInfo } from '../../../server/domain/dashboard/dashboard-view.ts';

/** upstream's createLabelFromDatasource: `${entityName}`, `${entityLabel}` (and the legacy `${deviceName}`) of the row's entity. */
export function withEntity(label: string, entity: EntityInfo | null, aliasName = ''): string {
  if (!label.includes('${')) return label;
  return label
    .replace(/\$\{(entityName|deviceName)\}/g, entity?.name ?? '')
    .replace(/\$\{entityLabel\}/g, entity?.label || entity?.name || '')
    .replace(/\$\{aliasName\}/g, aliasName);
}
