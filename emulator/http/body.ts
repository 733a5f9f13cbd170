import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ErrorCode, general } from './api-error.ts';
import { isUuid } from '../lib/ids.ts';
import { ENTITY_TYPES } from '../routes/entity-types.ts';
import { isObject } from '../lib/json.ts';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** Request bodies arrive as raw text; each endpoint reads its body the way Spring would bind it. */
export function jsonBody(request: FastifyRequest): unknown {
  const contentType = request.headers['content-type'];
  const raw = typeof request.body === 'string' ? request.body : '';
  if (contentType !== undefined && !JSON_TYPE.test(contentType)) {
    throw new ApiError(415, ErrorCode.BAD_REQUEST_PARAMS, `Content type '${contentType}' not supported`);
  }
  if (raw.trim() === '') throw general('Required request body is missing');
  if (contentType === undefined) {
    throw new ApiError(415, ErrorCode.BAD_REQUEST_PARAMS, "Content type 'application/octet-stream' not supported");
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw general(`JSON parse error: ${(error as Error).message}`);
  }
  if (value === null) throw general('Required request body is missing');
  return value;
}

/** A body bound to a Java class: anything but a JSON object fails like Jackson does. */
export function objectBody(request: FastifyRequest, javaClass: string): Record<string, unknown> {
  const value = jsonBody(request);
  if (!isObject(value)) {
    const kind = Array.isArray(value) ? 'Array value' : `${typeof value === 'string' ? 'String' : 'scalar'} value`;
    throw general(`JSON parse error: Cannot construct instance of \`${javaClass}\` from ${kind}`);
  }
  return value;
}

/** Lenient body read used by the login filters, which treat any unreadable payload as a failed login. */
export function tryJsonObject(request: FastifyRequest): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(typeof request.body === 'string' ? request.body : '');
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** Jackson coerces scalars into String fields and refuses objects and arrays. */
export function stringField(body: Record<string, unknown>, name: string): string | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const kind = Array.isArray(value) ? 'Array' : 'Object';
  throw general(`JSON parse error: Cannot deserialize value of type \`java.lang.String\` from ${kind} value`);
}

/** How Jackson names a JSON value it cannot build an object from. */
function valueKind(value: unknown): string {
  if (Array.isArray(value)) return 'Array value';
  if (typeof value === 'string') return `String value ('${value}')`;
  if (typeof value === 'number') return `Number value (${value})`;
  return `Boolean value (${String(value)})`;
}

/**
 * The `id` member of an id object (`{"entityType": ..., "id": ...}`), or null when absent. An id given as anything but
 * an object fails the binding (500/2), as Jackson cannot build an id class from it; the wording is ours.
 */
export function idField(body: Record<string, unknown>, name: string): string | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (!isObject(value)) throw general(`JSON parse error: Cannot construct instance of the id \`${name}\` from ${valueKind(value)}`);
  const id = value.id;
  if (id === undefined || id === null) return null;
  if (typeof id !== 'string' || !isUuid(id)) {
    throw general(`JSON parse error: Invalid UUID string: ${String(id)}`);
  }
  return id.toLowerCase();
}

/** A generic entity id member (relation ends, `entityId`): Jackson's EntityId deserializer needs `entityType` and `id`. */
export function entityRefField(body: Record<string, unknown>, name: string): { entityType: string; id: string } | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (!isObject(value) || typeof value.entityType !== 'string' || typeof value.id !== 'string') {
    throw general('JSON parse error: Cannot deserialize value of type `org.thingsboard.server.common.data.id.EntityId`');
  }
  if (!ENTITY_TYPES.includes(value.entityType)) {
    throw general(`JSON parse error: No enum constant org.thingsboard.server.common.data.EntityType.${value.entityType}`);
  }
  if (!isUuid(value.id)) throw general(`JSON parse error: Invalid UUID string: ${value.id}`);
  return { entityType: value.entityType, id: value.id.toLowerCase() };
}

export function sendEmpty(reply: FastifyReply): FastifyReply {
  return reply.code(200).send();
}

/** Raw-text endpoints (`produces = "application/text"`). */
export function sendText(reply: FastifyReply, text: string): FastifyReply {
  return reply.code(200).header('content-type', 'application/text;charset=UTF-8').send(text);
}
