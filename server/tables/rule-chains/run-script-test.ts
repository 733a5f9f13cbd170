import type { FastifyRequest } from 'fastify';
import { readTestInput, testRequestOf, type ScriptKind, type ScriptTestInput } from '../../domain/script-test.ts';
import { postedValue } from '../../domain/posted-value.ts';
import { ruleChainsApi } from '../../platform/api/rule-chains.ts';
import type { ScriptLang, TestScriptRequest } from '../../platform/types/rule-chain.ts';
import { refusalOf } from '../refusal.ts';

/** What a posted test dialog shows next: the input kept, with the field messages, the platform's error or its output. */
export interface ScriptTestRun {
  input: ScriptTestInput;
  status: number;
  shown: { errors?: Record<string, string>; error?: string; output?: string };
  /** The platform ran the script without an error. */
  ran: boolean;
}

/** The platform's request from the dialog's input, or the translated messages by field. */
export function checkTestInput(kind: ScriptKind, input: ScriptTestInput, t: (key: string) => string): { request: TestScriptRequest } | { errors: Record<string, string> } {
  const checked = testRequestOf(kind, input);
  return 'errors' in checked ? { errors: Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [k, t(v)])) } : checked;
}

/**
 * The test dialog's form posted: another metadata row (`op=add-metadata`), or the input checked and the script run
 * by the platform's test endpoint.
 */
export async function runScriptTest(request: FastifyRequest, kind: ScriptKind, lang: ScriptLang, body: Record<string, unknown>): Promise<ScriptTestRun> {
  const { t } = request.view();
  const input = readTestInput(body);
  if (postedValue(body.op) === 'add-metadata') return { input: { ...input, metadata: [...input.metadata, { key: '', value: '' }] }, status: 200, shown: {}, ran: false };
  const checked = checkTestInput(kind, input, t);
  if ('errors' in checked) return { input, status: 400, shown: { errors: checked.errors }, ran: false };
  let result;
  try {
    result = await ruleChainsApi.testScript(request.platform, checked.request, lang);
  } catch (err) {
    const refused = refusalOf(request, err);
    if (!refused) throw err;
    return { input, status: refused.status, shown: { error: refused.message }, ran: false };
  }
  if (result.error) return { input, status: 200, shown: { error: result.error }, ran: false };
  return { input, status: 200, shown: { output: result.output ?? '' }, ran: true };
}
