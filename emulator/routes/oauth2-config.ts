import type { FastifyInstance } from 'fastify';
import { SA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { prepareCached } from '../db/statements.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { idField, objectBody, sendEmpty, stringField } from '../http/body.ts';
import { uuidParam } from '../http/params.ts';
import { createdTimeOf, timeUuid } from '../lib/ids.ts';
import { isObject, readJson } from '../lib/json.ts';
import { readOAuth2Info, saveOAuth2Info } from '../services/oauth2-info.ts';

const TEMPLATE_FIELDS = [
  'providerId', 'mapperConfig', 'authorizationUri', 'accessTokenUri', 'scope', 'userInfoUri', 'userNameAttributeName',
  'jwkSetUri', 'clientAuthenticationMethod', 'comment', 'loginButtonIcon', 'loginButtonLabel', 'helpLink',
] as const;

interface TemplateRow {
  id: string;
  created_time: number;
  provider_id: string;
  json_value: string;
}

function toTemplate(row: TemplateRow) {
  const stored = readJson(row.json_value) as Record<string, unknown>;
  return { id: { id: row.id }, createdTime: row.created_time, additionalInfo: stored.additionalInfo ?? null, ...stored, name: stored.providerId };
}

/** OAuth2 configuration and client registration templates (contract 11.3, system administrator only). */
export function oauth2ConfigRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/api/oauth2/config', async (request) => {
    requireAuthority(request, SA);
    return readOAuth2Info(ctx.db);
  });

  app.post('/api/oauth2/config', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.oauth2.OAuth2Info');
    requireAuthority(request, SA);
    return saveOAuth2Info(ctx.db, body);
  });

  // The platform's controller returns the URL wrapped in double quotes, so the body is a JSON string.
  app.get('/api/oauth2/loginProcessingUrl', async (request, reply) => {
    requireAuthority(request, SA);
    return reply.header('content-type', 'application/json').send(JSON.stringify('/login/oauth2/code/'));
  });

  app.get('/api/oauth2/config/template', async (request) => {
    requireAuthority(request, SA);
    const rows = prepareCached(ctx.db, 'SELECT * FROM oauth2_template ORDER BY provider_id').all() as unknown as TemplateRow[];
    return rows.map(toTemplate);
  });

  app.post('/api/oauth2/config/template', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.oauth2.OAuth2ClientRegistrationTemplate');
    requireAuthority(request, SA);
    const id = idField(body, 'id');
    const providerId = stringField(body, 'providerId');
    if (providerId === null || providerId.trim() === '') throw badRequest('Provider ID should be specified!');
    const same = prepareCached(ctx.db, 'SELECT id FROM oauth2_template WHERE provider_id = ?').get(providerId) as { id: string } | undefined;
    if (same && same.id !== id) throw badRequest('Client registration template with such providerId already exists!');
    const stored: Record<string, unknown> = { additionalInfo: isObject(body.additionalInfo) ? body.additionalInfo : null };
    for (const field of TEMPLATE_FIELDS) stored[field] = body[field] ?? null;
    const templateId = id ?? timeUuid();
    const row: TemplateRow = { id: templateId, created_time: createdTimeOf(templateId), provider_id: providerId, json_value: JSON.stringify(stored) };
    prepareCached(
      ctx.db,
      `INSERT INTO oauth2_template (id, created_time, provider_id, json_value) VALUES (?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET provider_id = excluded.provider_id, json_value = excluded.json_value`,
    ).run(row.id, row.created_time, row.provider_id, row.json_value);
    return toTemplate(row);
  });

  app.delete('/api/oauth2/config/template/:clientRegistrationTemplateId', async (request, reply) => {
    requireAuthority(request, SA);
    const id = uuidParam(request.params, 'clientRegistrationTemplateId');
    const result = prepareCached(ctx.db, 'DELETE FROM oauth2_template WHERE id = ?').run(id);
    if (Number(result.changes) === 0) throw notFound();
    return sendEmpty(reply);
  });
}
