import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { ApiError, ErrorCode, entityNotFound, forbidden, general, notFound } from '../http/api-error.ts';
import { objectBody, sendEmpty } from '../http/body.ts';
import { acceptMultipart, readMultipart } from '../http/multipart.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { uuidParam } from '../http/params.ts';
import { queryParams, queryValue } from '../http/query.ts';
import { checkOtaPackage } from '../security/content-checks.ts';
import { audited, auditData, auditEntityAction, bodyTarget, saveActionOf } from '../services/audit-log.ts';
import { deleteOtaPackage, otaTypeOf, saveOtaPackageInfo, uploadOtaPackageData } from '../services/ota-packages.ts';
import { toOtaPackage, toOtaPackageInfo } from '../store/ota-packages.ts';
import type { OtaPackageRow } from '../store/ota-packages.ts';

const otaTarget = (row: OtaPackageRow) => ({ entityType: 'OTA_PACKAGE', id: row.id, name: row.title });

/** Content-Disposition with the file name, ASCII-safe, plus the UTF-8 form for other names. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function otaPackageRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  // Uploads are multipart; the parser lives in this scope only.
  app.register(async (scope) => {
    await acceptMultipart(scope);
    routes(scope, ctx);
  });
}

function routes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { otaPackages } = ctx.stores;
  const packageParam = (request: FastifyRequest) => uuidParam(request.params, 'otaPackageId');

  app.get('/api/otaPackage/info/:otaPackageId', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    return toOtaPackageInfo(checkOtaPackage(ctx, caller, packageParam(request), 'READ'));
  });

  app.get('/api/otaPackage/:otaPackageId', async (request) => {
    const caller = requireAuthority(request, TA);
    return toOtaPackage(checkOtaPackage(ctx, caller, packageParam(request), 'READ'));
  });

  app.get('/api/otaPackage/:otaPackageId/download', async (request, reply) => {
    const caller = requireAuthority(request, TA);
    const row = checkOtaPackage(ctx, caller, packageParam(request), 'READ');
    if (row.url !== null) return reply.code(400).send();
    if (row.data === null) throw notFound();
    return reply
      .code(200)
      .header('content-type', row.content_type ?? 'application/octet-stream')
      .header('content-disposition', attachment(row.file_name ?? row.title))
      .header('x-filename', row.file_name ?? row.title)
      .send(Buffer.from(row.data));
  });

  app.post('/api/otaPackage', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.SaveOtaPackageInfoRequest');
    const caller = requireAuthority(request, TA);
    const saved = audited(
      ctx, caller, saveActionOf(body), bodyTarget('OTA_PACKAGE', body, 'title'), () => saveOtaPackageInfo(ctx, caller, body),
      (row) => ({ target: otaTarget(row), data: auditData.entity(toOtaPackageInfo(row)) }),
    );
    return toOtaPackageInfo(saved);
  });

  app.post('/api/otaPackage/:otaPackageId', async (request) => {
    const query = queryParams(request);
    const algorithm = queryValue(query, 'checksumAlgorithm');
    if (algorithm === undefined) {
      throw general("Required request parameter 'checksumAlgorithm' for method parameter type String is not present");
    }
    const parts = await readMultipart(request);
    const file = parts.find((part) => part.name === 'file');
    if (!file) throw new ApiError(400, ErrorCode.BAD_REQUEST_PARAMS, "Required request part 'file' is not present");
    const caller = requireAuthority(request, TA);
    const existing = checkOtaPackage(ctx, caller, packageParam(request), 'WRITE');
    const saved = audited(
      ctx, caller, 'UPDATED', otaTarget(existing),
      () => uploadOtaPackageData(ctx, existing, algorithm, queryValue(query, 'checksum'), file),
      (row) => ({ target: otaTarget(row), data: auditData.entity(toOtaPackageInfo(row)) }),
    );
    return toOtaPackageInfo(saved);
  });

  app.delete('/api/otaPackage/:otaPackageId', async (request, reply) => {
    const caller = requireAuthority(request, TA);
    const row = checkOtaPackage(ctx, caller, packageParam(request), 'DELETE');
    deleteOtaPackage(ctx, row);
    auditEntityAction(ctx, caller, otaTarget(row), 'DELETED', auditData.entityId(row.id));
    return sendEmpty(reply);
  });

  app.get('/api/otaPackages', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA, CU);
    return otaPackages.findInfoPage({ tenantId: caller.tenantId }, toPageLink(params));
  });

  app.get('/api/otaPackages/:deviceProfileId/:type', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA, CU);
    const profileId = uuidParam(request.params, 'deviceProfileId');
    const type = otaTypeOf((request.params as { type: string }).type);
    const profile = ctx.stores.deviceProfiles.findById(profileId);
    if (!profile) throw entityNotFound('Device profile', profileId);
    if (profile.tenant_id !== caller.tenantId) throw forbidden();
    return otaPackages.findInfoPage({ tenantId: caller.tenantId, deviceProfileId: profileId, type }, toPageLink(params));
  });
}
