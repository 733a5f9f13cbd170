import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TA, requireAuthority } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { ErrorCode, badRequest, errorTimestamp, general } from '../http/api-error.ts';
import { objectBody } from '../http/body.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { toUuid, uuidParam } from '../http/params.ts';
import { queryParams, queryValue } from '../http/query.ts';
import { isObject } from '../lib/json.ts';
import { PENDING_CREATION, createVersion, failedCreation } from '../vc/create-version.ts';
import { exportRow, findTenantRow } from '../vc/entity-export.ts';
import { LoadError, loadVersion } from '../vc/load-version.ts';
import type { VersionLoadResult } from '../vc/load-version.ts';
import { lookupTask, startTask } from '../vc/tasks.ts';
import type { TaskKind } from '../vc/tasks.ts';
import { parseCreateRequest, parseLoadRequest } from '../vc/vc-requests.ts';
import { createVcStore } from '../vc/vc-store.ts';
import type { VersionRow } from '../vc/vc-store.ts';

const DEFAULT_BRANCH = 'main';
const ALL_OPTIONS = { saveRelations: true, saveAttributes: true, saveCredentials: true };

const params = (request: FastifyRequest) => request.params as Record<string, string>;

/** `POST .../version` and `.../entity` answer with the request id as a bare JSON string. */
const jsonString = (reply: FastifyReply, value: string) =>
  reply.code(200).header('content-type', 'application/json').send(JSON.stringify(value));

/** An expired or unknown request id: 404 with a null message, as the platform's cache miss gives. */
const taskNotFound = (reply: FastifyReply) =>
  reply.code(404).header('content-type', 'application/json').send(
    JSON.stringify({ status: 404, message: null, errorCode: ErrorCode.ITEM_NOT_FOUND, timestamp: errorTimestamp() }),
  );

export function versionControlRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const store = createVcStore(ctx.db);

  /** Version control needs repository settings; the emulator's message when they are missing. */
  const configured = (caller: Caller): Record<string, unknown> => {
    const settings = store.settings(caller.tenantId, 'repository');
    if (!isObject(settings)) throw badRequest('Repository settings are not configured!');
    return settings;
  };
  const defaultBranch = (settings: Record<string, unknown>) =>
    typeof settings.defaultBranch === 'string' && settings.defaultBranch !== '' ? settings.defaultBranch : DEFAULT_BRANCH;

  const version = (caller: Caller, id: string): VersionRow => {
    const row = store.findVersion(caller.tenantId, id);
    if (!row) throw general(`Version [${id}] was not found in the repository`);
    return row;
  };

  const status = (kind: TaskKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = requireAuthority(request, TA);
    const id = toUuid(params(request).requestId ?? '');
    const task = lookupTask(store, caller.tenantId, id, kind);
    if (task.found === 'none') return taskNotFound(reply);
    if (task.found === 'other-kind') {
      throw badRequest(kind === 'CREATE' ? 'Request is not a version creation request!' : 'Request is not a version load request!');
    }
    return task.result;
  };

  app.post('/api/entities/vc/version', async (request, reply) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.sync.vc.request.create.VersionCreateRequest');
    const caller = requireAuthority(request, TA);
    const settings = configured(caller);
    const createRequest = parseCreateRequest(body, defaultBranch(settings));
    if (settings.readOnly === true) throw badRequest('Repository is read-only!');
    const id = startTask(store, caller.tenantId, 'CREATE', PENDING_CREATION, () => {
      try {
        return createVersion(ctx.db, store, caller.tenantId, caller.email, createRequest);
      } catch (error) {
        return failedCreation((error as Error).message);
      }
    });
    return jsonString(reply, id);
  });

  app.get('/api/entities/vc/version/:requestId/status', status('CREATE'));

  const listVersions = (request: FastifyRequest, entityType?: string, externalId?: string) => {
    const page = bindPageParams(request);
    const caller = requireAuthority(request, TA);
    const branch = queryValue(queryParams(request), 'branch');
    if (branch === undefined) {
      throw general("Required request parameter 'branch' for method parameter type String is not present");
    }
    configured(caller);
    return store.findVersions({ tenantId: caller.tenantId, branch, entityType, externalId }, toPageLink(page));
  };
  app.get('/api/entities/vc/version', async (request) => listVersions(request));
  app.get('/api/entities/vc/version/:entityType', async (request) => listVersions(request, params(request).entityType));
  app.get('/api/entities/vc/version/:entityType/:externalEntityUuid', async (request) =>
    listVersions(request, params(request).entityType, uuidParam(request.params, 'externalEntityUuid')),
  );

  const listEntities = (request: FastifyRequest, entityType?: string) => {
    const caller = requireAuthority(request, TA);
    configured(caller);
    const row = version(caller, params(request).versionId ?? '');
    return store.snapshot(row.id, entityType).map((entry) => ({ externalId: { entityType: entry.entityType, id: entry.externalId } }));
  };
  app.get('/api/entities/vc/entity/:versionId', async (request) => listEntities(request));
  app.get('/api/entities/vc/entity/:entityType/:versionId', async (request) => listEntities(request, params(request).entityType));

  app.get('/api/entities/vc/info/:versionId/:entityType/:externalEntityUuid', async (request) => {
    const caller = requireAuthority(request, TA);
    const externalId = uuidParam(request.params, 'externalEntityUuid');
    configured(caller);
    const row = version(caller, params(request).versionId ?? '');
    const entry = store.snapshot(row.id, params(request).entityType).find((item) => item.externalId === externalId);
    if (!entry) throw general(`Entity ${params(request).entityType} with id [${externalId}] is not found in the version`);
    const data = JSON.parse(entry.data ?? '{}') as Record<string, unknown>;
    const has = (value: unknown) =>
      Array.isArray(value) ? value.length > 0 : isObject(value) ? Object.keys(value).length > 0 : value !== undefined && value !== null;
    return { hasRelations: has(data.relations), hasAttributes: has(data.attributes), hasCredentials: has(data.credentials) };
  });

  app.get('/api/entities/vc/diff/:entityType/:internalEntityUuid', async (request) => {
    const caller = requireAuthority(request, TA);
    const { entityType } = params(request);
    const id = uuidParam(request.params, 'internalEntityUuid');
    const versionId = queryValue(queryParams(request), 'versionId');
    if (versionId === undefined) throw general("Required request parameter 'versionId' for method parameter type String is not present");
    configured(caller);
    const current = findTenantRow(ctx.db, caller.tenantId, entityType, id);
    if (!current) throw badRequest(`${entityType} with id [${id}] is not found`);
    const row = version(caller, versionId);
    const externalId = typeof current.external_id === 'string' ? current.external_id : id;
    const entry = store.snapshot(row.id, entityType).find((item) => item.externalId === externalId);
    return {
      currentVersion: exportRow(ctx.db, entityType, current, ALL_OPTIONS).data,
      otherVersion: entry?.data ? JSON.parse(entry.data) : null,
    };
  });

  app.post('/api/entities/vc/entity', async (request, reply) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.sync.vc.request.load.VersionLoadRequest');
    const caller = requireAuthority(request, TA);
    configured(caller);
    const loadRequest = parseLoadRequest(body);
    const pending: VersionLoadResult = { done: false };
    const id = startTask(store, caller.tenantId, 'LOAD', pending, (): VersionLoadResult => {
      try {
        version(caller, loadRequest.versionId);
        const result = loadVersion(ctx, store, caller, loadRequest);
        return { result, done: true };
      } catch (error) {
        const load = error instanceof LoadError ? error : null;
        const message = (error as Error).message;
        return { error: { type: load?.type ?? 'RUNTIME', source: load?.source ?? null, target: null, message }, done: true };
      }
    });
    return jsonString(reply, id);
  });

  app.get('/api/entities/vc/entity/:requestId/status', status('LOAD'));

  app.get('/api/entities/vc/branches', async (request) => {
    const caller = requireAuthority(request, TA);
    const main = defaultBranch(configured(caller));
    const names = new Set([main, ...store.branches(caller.tenantId)]);
    return [...names].map((name) => ({ name, default: name === main }));
  });
}
