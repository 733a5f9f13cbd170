import type { FastifyRequest } from 'fastify';
import type { ConfigFormView } from '../../../views/rule-chains/node-config-fields.tsx';
import type { EditorDialogView } from '../../../views/rule-chains/editor-dialogs.tsx';
import { configFieldsOf, configInput, configPath, nodeDefinitionOf, parseConfig, type ConfigField, type ConfigInput, type ConfigProblem } from '../../domain/node-config-form.ts';
import type { NodeChanges } from '../../domain/rule-chain-graph.ts';
import { scriptKindOf } from '../../domain/script-test.ts';
import { RULE_CHAIN_INPUT_NODE } from '../../domain/rule-chain-picture.ts';
import type { ComponentDescriptor, RuleNode } from '../../platform/types/rule-chain.ts';
import { postedValue } from '../../domain/posted-value.ts';


/** What the node forms need of the editor: the chains a rule-chain node may send to, whether the platform runs TBEL. */
export interface NodeFormContext {
  targetChains?: ReadonlyArray<{ id: string; name: string }>;
  /** The platform's `tbelEnabled`; unknown counts as enabled (its default). */
  tbelEnabled?: boolean;
}

const SCRIPT_LANG = 'scriptLang';
const hasScriptLang = (fields: readonly ConfigField[]) => fields.some((f) => f.name === SCRIPT_LANG);

/**
 * A script node's configuration as its form works on it: without TBEL on the platform it runs JavaScript, whatever
 * it was saved with (upstream 3.4.4 sets the language to JavaScript and offers no choice).
 */
export function formConfiguration(component: ComponentDescriptor | undefined, configuration: unknown, context: NodeFormContext): unknown {
  if (context.tbelEnabled !== false || !hasScriptLang(configFieldsOf(component))) return configuration;
  return { ...(typeof configuration === 'object' && configuration !== null ? configuration : {}), [SCRIPT_LANG]: 'JS' };
}

/**
 * The fields a node's form shows: of the two scripts of a node with `scriptLang`, only the chosen language's (the
 * other is kept as stored); the language choice only while the platform runs TBEL.
 */
export function shownFields(fields: readonly ConfigField[], configuration: unknown, tbelEnabled = true): ConfigField[] {
  const lang = (configuration as { scriptLang?: unknown } | null)?.scriptLang;
  const offered = tbelEnabled ? [...fields] : fields.filter((f) => f.name !== SCRIPT_LANG);
  if (lang !== 'JS' && lang !== 'TBEL') return offered;
  return offered.filter((f) => f.type !== 'script' || f.language === undefined || f.language === lang);
}

/**
 * The node's form fields; a rule-chain node's target is a choice of the chains it may send to (one it names that is
 * not among them stays a choice, by its id).
 */
export function nodeFields(component: ComponentDescriptor | undefined, configuration: unknown, context: NodeFormContext = {}): ConfigField[] {
  const fields = shownFields(configFieldsOf(component), formConfiguration(component, configuration, context), context.tbelEnabled !== false);
  const targets = context.targetChains;
  if (!targets || component?.clazz !== RULE_CHAIN_INPUT_NODE) return fields;
  const stored = (configuration as { ruleChainId?: unknown } | null)?.ruleChainId;
  const ids = [...targets.map((c) => c.id), ...(typeof stored === 'string' && stored && !targets.some((c) => c.id === stored) ? [stored] : [])];
  const optionLabels = Object.fromEntries(targets.map((c) => [c.id, c.name]));
  return fields.map((f) => (f.name === 'ruleChainId' ? { ...f, type: 'choice', options: ids, optionLabels } : f));
}

/** What the node form holds besides its configuration. */
export interface NodeFormInput {
  name: string;
  debugMode: boolean;
  description: string;
  config: ConfigInput;
  x?: string;
  y?: string;
}

export function nodeFormInput(node: Pick<RuleNode, 'name' | 'debugMode' | 'configuration' | 'additionalInfo'>, component: ComponentDescriptor | undefined, context: NodeFormContext = {}): NodeFormInput {
  const configuration = formConfiguration(component, node.configuration, context);
  return {
    name: node.name,
    debugMode: node.debugMode,
    description: typeof node.additionalInfo?.description === 'string' ? node.additionalInfo.description : '',
    config: configInput(nodeFields(component, configuration, context), configuration),
    x: String(node.additionalInfo?.layoutX ?? 0),
    y: String(node.additionalInfo?.layoutY ?? 0),
  };
}

/** A coordinate as posted: a whole number from 0 to 100000, or a message key. */
export function readCoordinate(raw: unknown): number | { key: string } {
  const value = postedValue(raw, 20).trim();
  if (!/^\d{1,6}$/.test(value) || Number(value) > 100_000) return { key: 'rulenode.layout-invalid' };
  return Number(value);
}

/** The node's changes from a posted form onto its stored configuration, or the form again with its messages. */
export function readNodeForm(request: FastifyRequest, component: ComponentDescriptor | undefined, saved: unknown, body: Record<string, unknown>, withPosition: boolean, context: NodeFormContext = {}) {
  const { t } = request.view();
  const stored = formConfiguration(component, saved, context);
  const fields = nodeFields(component, stored, context);
  const parsed = parseConfig(fields, body, stored);
  const name = postedValue(body.name, 10_000).trim();
  const errors: Record<string, string> = Object.fromEntries(Object.entries(parsed.errors).map(([path, p]: [string, ConfigProblem]) => [path, t(p.key, p.values ?? {})]));
  if (name === '') errors.name = t('rulenode.name-required');
  else if (name.length > 255) errors.name = t('rulenode.name-max-length');
  const input: NodeFormInput = { name: postedValue(body.name, 10_000), debugMode: postedValue(body.debugMode) === 'true', description: postedValue(body['additionalInfo.description']), config: parsed.input };
  let position: { x: number; y: number } | undefined;
  if (withPosition) {
    input.x = postedValue(body['additionalInfo.layoutX'], 20);
    input.y = postedValue(body['additionalInfo.layoutY'], 20);
    const x = readCoordinate(input.x);
    const y = readCoordinate(input.y);
    if (typeof x !== 'number') errors['additionalInfo.layoutX'] = t(x.key);
    if (typeof y !== 'number') errors['additionalInfo.layoutY'] = t(y.key);
    if (typeof x === 'number' && typeof y === 'number') position = { x, y };
  }
  const changes: NodeChanges = { name, debugMode: input.debugMode, description: input.description, configuration: parsed.configuration };
  return { changes, position, input, errors, ok: Object.keys(errors).length === 0 };
}

interface NodeDialogSpec {
  title: string;
  action: string;
  cancelHref: string;
  submitLabel: string;
  component: ComponentDescriptor | undefined;
  clazz: string;
  configuration: unknown;
  input: NodeFormInput;
  errors?: Record<string, string>;
  formError?: string;
  withPosition: boolean;
  context: NodeFormContext;
  /** The test dialog's address of a script member (saved nodes only). */
  testHref?: (path: string) => string;
  eventsHref?: string;
}

/** The add and edit node dialogs' view. */
export function nodeDialogView(spec: NodeDialogSpec): EditorDialogView {
  const fields = nodeFields(spec.component, spec.configuration, spec.context);
  const scripted = scriptKindOf(spec.clazz);
  const tests = spec.testHref && scripted ? Object.fromEntries(fields.filter((f) => f.type === 'script').map((f) => [configPath(f.name), spec.testHref!(configPath(f.name))])) : {};
  const config: ConfigFormView = { fields, input: spec.input.config, errors: spec.errors ?? {}, tests };
  return {
    kind: 'node',
    title: spec.title,
    action: spec.action,
    cancelHref: spec.cancelHref,
    submitLabel: spec.submitLabel,
    formError: spec.formError,
    errors: spec.errors,
    component: spec.component?.name ?? spec.clazz,
    description: nodeDefinitionOf(spec.component).description,
    name: spec.input.name,
    debugMode: spec.input.debugMode,
    nodeDescription: spec.input.description,
    config,
    position: spec.withPosition ? { x: spec.input.x ?? '0', y: spec.input.y ?? '0' } : undefined,
    eventsHref: spec.eventsHref,
  };
}
