import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest, general } from '../http/api-error.ts';
import { toUuid } from '../http/params.ts';
import { accessEntity } from './entity-access.ts';
import type { AccessMode, TargetEntity } from './entity-access.ts';
import { PlainTextError } from './plain-text.ts';

export const ENTITY_TYPES = [
  'TENANT', 'CUSTOMER', 'USER', 'DASHBOARD', 'ASSET', 'DEVICE', 'ALARM', 'RULE_CHAIN', 'RULE_NODE', 'ENTITY_VIEW',
  'WIDGETS_BUNDLE', 'WIDGET_TYPE', 'TENANT_PROFILE', 'DEVICE_PROFILE', 'ASSET_PROFILE', 'API_USAGE_STATE',
  'TB_RESOURCE', 'OTA_PACKAGE', 'EDGE', 'RPC', 'QUEUE',
];

/** `{entityType}` path values are enum names; anything else fails in the id factory (400/31, JSON body). */
export function entityTypeParam(value: string): string {
  if (!ENTITY_TYPES.includes(value)) throw badRequest(`No enum constant org.thingsboard.server.common.data.EntityType.${value}`);
  return value;
}

/** Path `{entityType}/{entityId}` bound the way the controller does it, before any access check. */
export function entityPath(request: FastifyRequest): { entityType: string; entityId: string } {
  const params = request.params as Record<string, string>;
  return { entityType: entityTypeParam(params.entityType ?? ''), entityId: toUuid(params.entityId ?? '') };
}

/** The access validator step: plain-text 404 / 403 answers. */
export function accessOrFail(ctx: EmulatorContext, caller: Caller, entityType: string, entityId: string, mode: AccessMode): TargetEntity {
  const result = accessEntity(ctx.db, caller, entityType, entityId, mode);
  if (!result.ok) throw new PlainTextError(result.status, result.message);
  return result.entity;
}

/** `keys=a,b` as the controller splits it; absent or empty → null. */
export function keyList(raw: string | undefined): string[] | null {
  if (raw === undefined || raw === '') return null;
  return raw.split(',');
}

export function requiredParam(query: Map<string, string[]>, name: string, javaType = 'String'): string {
  const value = query.get(name)?.[0];
  if (value === undefined) {
    throw general(`Required request parameter '${name}' for method parameter type ${javaType} is not present`);
  }
  return value;
}

const LONG_PATTERN = /^[+-]?\d+$/;

/** Binds a `Long` request parameter (conversion failures are 500s, as for any bound argument). */
export function longParam(raw: string): number {
  const text = raw.trim();
  if (!LONG_PATTERN.test(text) || !Number.isSafeInteger(Number(text))) {
    throw general(
      `Failed to convert value of type 'java.lang.String' to required type 'java.lang.Long'; ` +
        `nested exception is java.lang.NumberFormatException: For input string: "${raw}"`,
    );
  }
  return Number(text);
}

export function intValue(raw: string): number {
  const text = raw.trim();
  if (!LONG_PATTERN.test(text) || Math.abs(Number(text)) > 2147483647) {
    throw general(
      `Failed to convert value of type 'java.lang.String' to required type 'java.lang.Integer'; ` +
        `nested exception is java.lang.NumberFormatException: For input string: "${raw}"`,
    );
  }
  return Number(text);
}

export function booleanParam(raw: string | undefined): boolean {
  return raw !== undefined && raw.trim().toLowerCase() === 'true';
}
