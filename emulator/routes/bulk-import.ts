import type { FastifyInstance } from 'fastify';
import { TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { objectBody } from '../http/body.ts';
import { parseImportRequest, runBulkImport } from '../services/bulk-import.ts';
import type { LineImporter } from '../services/bulk-import.ts';
import { importAsset, importDevice, importEdge } from '../services/bulk-importers.ts';

const IMPORTERS: Array<[string, LineImporter]> = [['device', importDevice], ['asset', importAsset], ['edge', importEdge]];

/** CSV imports of devices, assets and edges (tenant admins): one result line per failing record. */
export function bulkImportRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  for (const [segment, importLine] of IMPORTERS) {
    app.post(`/api/${segment}/bulk_import`, async (request) => {
      const body = objectBody(request, 'org.thingsboard.server.service.importing.BulkImportRequest');
      const caller = requireAuthority(request, TA);
      return runBulkImport(ctx, caller, parseImportRequest(body), importLine);
    });
  }
}
