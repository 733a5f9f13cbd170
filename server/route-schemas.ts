import { Type } from '@sinclair/typebox';

/** An entity id in an address: anything else is a 400 before a handler runs. */
export const Uuid = Type.String({ format: 'uuid' });

/** `/<list>/:entityId`: the details page of one entity. */
export const EntityParams = Type.Object({ entityId: Uuid });

/** A dashboard's own address (`.../dashboards/:dashboardId`, `/dashboard/:dashboardId`). */
export const DashboardParams = Type.Object({ dashboardId: Uuid });

/** A form field's name (a JSON path), an element id, and the texts a fragment request sends under field names. */
export const FieldName = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9.]{0,63}$' });
export const ElementId = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9-]{0,63}$' });
export const FieldTexts = Type.Union([Type.String({ maxLength: 255 }), Type.Array(Type.String({ maxLength: 255 }), { maxItems: 4 })]);

/** The first text a request sent under a name ('' for none). */
export function sentText(query: Record<string, unknown>, name: string): string {
  const value = query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}
