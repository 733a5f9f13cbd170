import type { FastifyInstance } from 'fastify';
import { TA, requireAuthority } from '../auth/caller.ts';
import { enumQuery } from '../auth/bind.ts';
import { jsonBody } from '../http/body.ts';
import { queryParams, queryValue } from '../http/query.ts';
import { bindTestScriptRequest, testScript } from '../services/test-script.ts';

const SCRIPT_LANGUAGES = ['JS', 'TBEL'] as const;

export function ruleChainTestScriptRoutes(app: FastifyInstance): void {
  // Script errors, wrong result types and timeouts are answered as 200 with `error`, as the platform does.
  app.post('/api/ruleChain/testScript', async (request) => {
    // Spring binds the parameter and the body before the authority check runs.
    if (queryValue(queryParams(request), 'scriptLang') !== undefined) {
      enumQuery(request, 'scriptLang', 'org.thingsboard.script.api.ScriptLanguage', SCRIPT_LANGUAGES);
    }
    const body = jsonBody(request);
    requireAuthority(request, TA);
    return testScript(bindTestScriptRequest(body));
  });
}
