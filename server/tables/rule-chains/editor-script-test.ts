import type { FastifyRequest } from 'fastify';
import type { ScriptTestView } from '../../../views/parts/script-test/script-test-dialog.tsx';
import { configFieldsOf, configPath } from '../../domain/node-config-form.ts';
import { updateNode } from '../../domain/rule-chain-graph.ts';
import { initialTestInput, readTestInput, scriptKindOf, scriptLangOf, testRequestOf, type ScriptTestInput } from '../../domain/script-test.ts';
import { ruleChainsApi } from '../../platform/api/rule-chains.ts';
import type { RuleChainMetaData } from '../../platform/types/rule-chain.ts';
import { refusalOf } from '../refusal.ts';
import { componentOf, nodeAt, type EditorState } from './editor-state.ts';
import { dialogHref } from './editor-dialogs.ts';
import { postedValue } from '../../domain/posted-value.ts';


/** The script member a test dialog's address names, on a script node of the chain. */
function scriptOf(state: EditorState, query: Record<string, unknown>) {
  const at = nodeAt(state, query.node);
  const kind = at && scriptKindOf(at.node.type);
  if (!at || !kind) return undefined;
  const path = postedValue(query.field);
  const field = configFieldsOf(componentOf(state, at.node.type)).find((f) => f.type === 'script' && configPath(f.name) === path);
  // Without TBEL on the platform a node's TBEL script is neither shown nor tested.
  if (!field || (field.language === 'TBEL' && !state.tbelEnabled)) return undefined;
  const configuration = (at.node.configuration ?? {}) as Record<string, unknown>;
  return { at, kind, field, stored: typeof configuration[field.name] === 'string' ? (configuration[field.name] as string) : '' };
}

function viewOf(state: EditorState, script: NonNullable<ReturnType<typeof scriptOf>>, input: ScriptTestInput, extra: Partial<ScriptTestView> = {}): ScriptTestView {
  return {
    functionTitle: script.kind.functionTitle,
    action: dialogHref(state, 'test-script', { node: script.at.index, field: configPath(script.field.name) }),
    cancelHref: dialogHref(state, 'node', { node: script.at.index }),
    input,
    language: script.field.language === 'TBEL' ? 'tbel' : 'javascript',
    errors: {},
    canSave: true,
    ...extra,
  };
}

/** The test dialog of a node's script as first opened: the sample message and the node's script. */
export function scriptTestView(state: EditorState, query: Record<string, unknown>): ScriptTestView | null {
  const script = scriptOf(state, query);
  return script ? viewOf(state, script, initialTestInput(script.stored)) : null;
}

export type ScriptTestAnswer = { kind: 'view'; view: ScriptTestView; status: number } | { kind: 'saved'; metadata: RuleChainMetaData; node: number } | null;

/**
 * Test: the platform runs the script and its output (or error) is shown with the input kept. Save tests first and,
 * when the script runs, puts it in the node's configuration in the draft.
 */
export async function submitScriptTest(request: FastifyRequest, state: EditorState, query: Record<string, unknown>, body: Record<string, unknown>): Promise<ScriptTestAnswer> {
  const script = scriptOf(state, query);
  if (!script) return null;
  const { t } = request.view();
  // Opened from the node's form: the script as typed there.
  if (postedValue(body.op) === 'open') return { kind: 'view', view: viewOf(state, script, initialTestInput(postedValue(body[configPath(script.field.name)]))), status: 200 };
  const input = readTestInput(body);
  if (postedValue(body.op) === 'add-metadata') return { kind: 'view', view: viewOf(state, script, { ...input, metadata: [...input.metadata, { key: '', value: '' }] }), status: 200 };
  const checked = testRequestOf(script.kind, input);
  if ('errors' in checked) {
    return { kind: 'view', view: viewOf(state, script, input, { errors: Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [k, t(v)])) }), status: 400 };
  }
  let result;
  try {
    result = await ruleChainsApi.testScript(request.platform, checked.request, scriptLangOf(script.field.language));
  } catch (err) {
    const refused = refusalOf(request, err);
    if (!refused) throw err;
    return { kind: 'view', view: viewOf(state, script, input, { error: refused.message }), status: refused.status };
  }
  if (result.error) return { kind: 'view', view: viewOf(state, script, input, { error: result.error }), status: 200 };
  if (postedValue(body.op) !== 'save') return { kind: 'view', view: viewOf(state, script, input, { output: result.output ?? '' }), status: 200 };
  const node = script.at.node;
  const configuration = { ...((node.configuration ?? {}) as Record<string, unknown>), [script.field.name]: input.script };
  const description = typeof node.additionalInfo?.description === 'string' ? node.additionalInfo.description : '';
  const metadata = updateNode(state.metadata, script.at.index, { name: node.name, debugMode: node.debugMode, description, configuration });
  return { kind: 'saved', metadata, node: script.at.index };
}
