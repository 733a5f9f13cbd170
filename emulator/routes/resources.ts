import type { FastifyInstance } from 'fastify';
import { SA, TA, requireAuthority } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest, entityNotFound, forbidden, general } from '../http/api-error.ts';
import { objectBody, sendEmpty, stringField, idField } from '../http/body.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { uuidParam } from '../http/params.ts';
import { NULL_UUID, createdTimeOf, timeUuid } from '../lib/ids.ts';
import { validateFields } from '../validation/fields.ts';
import { RESOURCE_TYPES, createResourceStore, toResource, toResourceInfo } from '../store/resources.ts';
import type { ResourceRow, ResourceType } from '../store/resources.ts';

/** System administrators own system resources (null-UUID tenant); tenants may read those but change only theirs. */
const ownerOf = (caller: Caller) => (caller.authority === 'SYS_ADMIN' ? NULL_UUID : caller.tenantId);

/** LwM2M models are keyed `<ObjectID>_<ObjectVersion>` from their XML; key stores by their file name. */
function resourceKey(type: ResourceType, fileName: string, data: string): { key: string; name: string | null } {
  if (type !== 'LWM2M_MODEL') return { key: fileName, name: null };
  const xml = Buffer.from(data, 'base64').toString('utf8');
  const tag = (name: string) => xml.match(new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`))?.[1];
  const objectId = tag('ObjectID');
  if (objectId === undefined) throw badRequest('Could not parse the XML of resource');
  const version = tag('ObjectVersion') ?? '1.0';
  return { key: `${objectId}_${version}`, name: tag('Name') ?? null };
}

export function resourceRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const store = createResourceStore(ctx.db);

  const check = (caller: Caller, id: string, write: boolean): ResourceRow => {
    const row = store.findById(id);
    if (!row) throw entityNotFound('Resource', id);
    const readable = row.tenant_id === ownerOf(caller) || (!write && row.tenant_id === NULL_UUID);
    if (!readable) throw forbidden();
    return row;
  };

  app.get('/api/resource', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, SA, TA);
    return store.findPage(ownerOf(caller), toPageLink(params));
  });

  app.get('/api/resource/info/:resourceId', async (request) => {
    const caller = requireAuthority(request, SA, TA);
    return toResourceInfo(check(caller, uuidParam(request.params, 'resourceId'), false));
  });

  app.get('/api/resource/:resourceId', async (request) => {
    const caller = requireAuthority(request, SA, TA);
    return toResource(check(caller, uuidParam(request.params, 'resourceId'), false));
  });

  app.get('/api/resource/:resourceId/download', async (request, reply) => {
    const caller = requireAuthority(request, SA, TA);
    const row = check(caller, uuidParam(request.params, 'resourceId'), false);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename=${row.file_name}`)
      .send(Buffer.from(row.data, 'base64'));
  });

  app.delete('/api/resource/:resourceId', async (request, reply) => {
    const caller = requireAuthority(request, SA, TA);
    store.delete(check(caller, uuidParam(request.params, 'resourceId'), true).id);
    return sendEmpty(reply);
  });

  app.post('/api/resource', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.TbResource');
    const caller = requireAuthority(request, SA, TA);
    const id = idField(body, 'id');
    if (id !== null) check(caller, id, true);
    const title = stringField(body, 'title');
    const fileName = stringField(body, 'fileName');
    const data = stringField(body, 'data');
    const rawType = stringField(body, 'resourceType');
    if (rawType !== null && !(RESOURCE_TYPES as readonly string[]).includes(rawType)) {
      throw general(`JSON parse error: Cannot deserialize value of type \`org.thingsboard.server.common.data.ResourceType\` from String "${rawType}": not one of the values accepted for Enum class: [${RESOURCE_TYPES.join(', ')}]`);
    }
    validateFields({ title, fileName });
    if (rawType === null) throw badRequest('Resource type should be specified!');
    if (fileName === null || fileName.trim() === '') throw badRequest('Resource file name should be specified!');
    if (data === null || data === '') throw badRequest('Resource data should be specified!');
    const type = rawType as ResourceType;
    const { key, name } = resourceKey(type, fileName, data);
    const finalTitle = title !== null && title.trim() !== '' ? title : name;
    if (finalTitle === null) throw badRequest('Resource title should be specified!');
    const tenantId = ownerOf(caller);
    const same = store.findByKey(tenantId, type, key);
    if (same && same.id !== id) throw badRequest('Resource with such key already exists!');
    const resourceId = id ?? timeUuid();
    const row: ResourceRow = {
      id: resourceId, created_time: createdTimeOf(resourceId), tenant_id: tenantId, title: finalTitle,
      resource_type: type, resource_key: key, file_name: fileName, data,
    };
    store.save(row);
    return toResource(row);
  });
}
