import type { FastifyRequest } from 'fastify';
import type { ScriptTestView } from '../../../views/parts/script-test/script-test-dialog.tsx';
import { configFieldsOf, configPath } from '../../domain/node-config-form.ts';
import { updateNode } from '../../domain/rule-chain-graph.ts';
import { initialTestInput, scriptKindOf, scriptLangOf, type ScriptTestInput } from '../../domain/script-test.ts';
import { runScriptTest } from './run-script-test.ts';
import type { RuleChainMetaData } from '../../platform/types/rule-chain.ts';
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
  // Opened from the node's form: the script as typed there.
  if (postedValue(body.op) === 'open') return { kind: 'view', view: viewOf(state, script, initialTestInput(postedValue(body[configPath(script.field.name)]))), status: 200 };
  const run = await runScriptTest(request, script.kind, scriptLangOf(script.field.language), body);
  if (!run.ran || postedValue(body.op) !== 'save') return { kind: 'view', view: viewOf(state, script, run.input, run.shown), status: run.status };
  const input = run.input;
  const node = script.at.node;
  const configuration = { ...((node.configuration ?? {}) as Record<string, unknown>), [script.field.name]: input.script };
  const description = typeof node.additionalInfo?.description === 'string' ? node.additionalInfo.description : '';
  const metadata = updateNode(state.metadata, script.at.index, { name: node.name, debugMode: node.debugMode, description, configuration });
  return { kind: 'saved', metadata, node: script.at.index };
}
