import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routePlugin } from '../route-plugin.ts';
import { urlBuilder } from '../base-path.ts';
import { versionControlApi } from '../platform/api/version-control.ts';
import { refusalOf } from '../tables/refusal.ts';
import { queryText, type TabAnswer } from '../tables/tabs/tab-part.ts';
import { versionsContent } from '../tables/tabs/version-control-tab.tsx';
import { readVcPost, type VcInput } from '../tables/tabs/vc-entities.tsx';
import { answerTabPage } from './page-of-tab.tsx';

const QUERY = { querystring: Type.Record(Type.String(), Type.Unknown()) };
const POSTED = { ...QUERY, body: Type.Record(Type.String(), Type.Unknown()) };
const NOT_FOUND: TabAnswer = { kind: 'content', status: 404, node: null };

/**
 * A post to `/vc`: create a version of several entity types, or restore a version's entity types; the request then
 * polled in its progress dialog. A refused form comes back with its input and the problems (or the platform's message).
 */
async function submit(request: FastifyRequest, query: Record<string, unknown>, body: Record<string, unknown>): Promise<TabAnswer> {
  const info = await versionControlApi.repositoryInfo(request.platform);
  // A read-only repository has no create button; a create posted anyway is the platform's to refuse, with its message.
  if (!info.configured) return NOT_FOUND;
  const again = (input: VcInput, status: number) => versionsContent(request, '/vc', query, null, undefined, status, input);
  const post = await readVcPost(request, query, body);
  if (!post) return NOT_FOUND;
  if (post.kind === 'invalid') return again(post.input, Object.keys(post.input.errors).length > 0 ? 400 : 200);
  const status = (dialog: string, requestId: string, branch?: string): TabAnswer => ({ kind: 'redirect', path: urlBuilder('')('/vc', { branch: branch ?? (queryText(query, 'branch', 255) || undefined), dialog, request: requestId }) });
  try {
    if (post.kind === 'create') return status('version-status', await versionControlApi.createComplexVersion(request.platform, post.request), post.request.branch);
    return status('restore-status', await versionControlApi.restoreEntityTypes(request.platform, post.request));
  } catch (err) {
    const refused = refusalOf(request, err);
    if (!refused) throw err;
    return again({ body, errors: {}, formError: refused.message }, refused.status);
  }
}

const answer = (request: FastifyRequest, reply: FastifyReply, content: TabAnswer) => answerTabPage(request, reply, 'vc', request.view().t('version-control.version-control'), content);

/** `/vc`: every version of a branch (console-map §3.21; tenant administrators), create over entity types, restore. */
export const vc = routePlugin('vc', async (app) => {
  app.get('/vc', { config: { routeId: 'vc' }, schema: QUERY }, async (request, reply) =>
    answer(request, reply, await versionsContent(request, '/vc', request.query as Record<string, unknown>, null)),
  );
  app.post('/vc', { config: { routeId: 'vc' }, schema: POSTED }, async (request, reply) =>
    answer(request, reply, await submit(request, request.query as Record<string, unknown>, request.body as Record<string, unknown>)),
  );
});
