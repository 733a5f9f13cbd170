import type { ComponentDescriptor } from '../platform/types/rule-chain.ts';
import { postedValue } from './posted-value.ts';
import { postedTypes, readSuggested, suggestedOf, type SuggestedKind } from './node-config-suggested.ts';
import { labelKeyOf, optionKeysOf } from './rule-node-label-keys.ts';

/** A configuration member's control, as the platform's component descriptor names it (`configurationFields`). */
export type ConfigFieldType = 'string' | 'text' | 'script' | 'integer' | 'number' | 'boolean' | 'choice' | 'choices' | 'strings' | 'map' | 'json';

export interface ConfigField {
  name: string;
  type: ConfigFieldType;
  /** The platform's label text (not a console string: it comes with the component). */
  label: string;
  options?: string[];
  /** What a choice's options are called (chains by name for their ids); the value itself when absent. */
  optionLabels?: Record<string, string>;
  language?: 'JS' | 'TBEL';
  /** The console's translation of the label; the platform's label stands in where a language lacks it. */
  labelKey?: string;
  /** The console's translations of the choice's values, by value. */
  optionKeys?: Record<string, string>;
  /** Drawn by a suggesting part (relation type, message type, message types as chips) where upstream uses one. */
  suggested?: { kind: SuggestedKind; required: boolean };
}

/** What a node of a component may be: its relation types, custom relations, its defaults and its description. */
export interface NodeDefinition {
  relationTypes: string[];
  customRelations: boolean;
  inEnabled: boolean;
  outEnabled: boolean;
  defaultConfiguration: unknown;
  description: string;
}

const TYPES = new Set<string>(['string', 'text', 'script', 'integer', 'number', 'boolean', 'choice', 'choices', 'strings', 'map', 'json']);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/** The descriptor's node definition; members it lacks take the platform's annotation defaults. */
export function nodeDefinitionOf(component: ComponentDescriptor | undefined): NodeDefinition {
  const descriptor = isObject(component?.configurationDescriptor) ? component.configurationDescriptor : {};
  const def = isObject(descriptor.nodeDefinition) ? descriptor.nodeDefinition : {};
  const relationTypes = strings(def.relationTypes);
  return {
    relationTypes: relationTypes.length > 0 ? relationTypes : ['Success', 'Failure'],
    customRelations: def.customRelations === true,
    inEnabled: def.inEnabled !== false,
    outEnabled: def.outEnabled !== false,
    defaultConfiguration: def.defaultConfiguration ?? {},
    description: typeof def.description === 'string' ? def.description : '',
  };
}

/**
 * The component's configuration form: one field per member. A platform that sends no form (a real ThingsBoard has
 * none) gets none: the whole configuration is then one JSON field.
 */
export function configFieldsOf(component: ComponentDescriptor | undefined): ConfigField[] {
  const descriptor = isObject(component?.configurationDescriptor) ? component.configurationDescriptor : {};
  const raw = Array.isArray(descriptor.configurationFields) ? descriptor.configurationFields : [];
  return raw.flatMap((f): ConfigField[] => {
    if (!isObject(f) || typeof f.name !== 'string' || !TYPES.has(String(f.type))) return [];
    const language = f.language === 'TBEL' ? 'TBEL' : f.language === 'JS' ? 'JS' : undefined;
    const labelKey = labelKeyOf(component?.clazz ?? '', f.name);
    const optionKeys = optionKeysOf(f.name);
    const suggested = suggestedOf(f.name, String(f.type));
    return [{
      name: f.name, type: f.type as ConfigFieldType, label: typeof f.label === 'string' ? f.label : f.name, options: strings(f.options),
      ...(language ? { language } : {}), ...(labelKey ? { labelKey } : {}), ...(optionKeys ? { optionKeys } : {}),
      ...(suggested ? { suggested } : {}),
    }];
  });
}

/** A field's form value: text for most, a flag for a check box, the checked values of a multiple choice. */
export type ConfigInputValue = string | boolean | string[];
export type ConfigInput = Record<string, ConfigInputValue>;

/** The name a configuration member is posted under: its JSON path in the node. */
export const configPath = (name: string) => `configuration.${name}`;
/** The whole configuration as JSON, when the component has no form. */
export const WHOLE_CONFIGURATION = 'configuration';

const asJson = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/** The form's values of a stored configuration. */
export function configInput(fields: readonly ConfigField[], configuration: unknown): ConfigInput {
  if (fields.length === 0) return { [WHOLE_CONFIGURATION]: asJson(configuration ?? {}) };
  const config = isObject(configuration) ? configuration : {};
  return Object.fromEntries(
    fields.map((f): [string, ConfigInputValue] => {
      const value = config[f.name];
      if (f.type === 'boolean') return [configPath(f.name), value === true];
      if (f.type === 'choices' || f.suggested?.kind === 'messageTypes') return [configPath(f.name), strings(value)];
      if (f.type === 'strings') return [configPath(f.name), strings(value).join('\n')];
      if (f.type === 'map' || f.type === 'json') return [configPath(f.name), value === null || value === undefined ? '' : asJson(value)];
      return [configPath(f.name), value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/** A refused value: the message key and its values. */
export interface ConfigProblem {
  key: string;
  values?: Record<string, string>;
}


function readJson(raw: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(raw) };
  } catch {
    return undefined;
  }
}

/** One member from its posted text, or what is wrong with it. */
function readField(f: ConfigField, posted: unknown): { value: unknown } | ConfigProblem {
  const raw = postedValue(posted);
  switch (f.type) {
    case 'boolean':
      return { value: raw === 'true' };
    case 'integer':
    case 'number': {
      if (raw.trim() === '') return { value: null };
      const n = Number(raw.trim());
      if (!Number.isFinite(n)) return { key: 'rulenode.config-number' };
      if (f.type === 'integer' && !Number.isInteger(n)) return { key: 'rulenode.config-integer' };
      return { value: n };
    }
    case 'choice':
      if (raw === '') return { value: null };
      return f.options?.includes(raw) ? { value: raw } : { key: 'rulenode.config-choice' };
    case 'choices': {
      const list = (Array.isArray(posted) ? posted : posted === undefined ? [] : [posted]).map(String);
      return list.every((v) => f.options?.includes(v)) ? { value: list } : { key: 'rulenode.config-choice' };
    }
    case 'strings':
      return { value: raw.split(/\r?\n/).map((s) => s.trim()).filter((s) => s !== '') };
    case 'map': {
      if (raw.trim() === '') return { value: {} };
      const read = readJson(raw);
      if (!read || !isObject(read.value) || !Object.values(read.value).every((v) => typeof v === 'string')) return { key: 'rulenode.config-map' };
      return read;
    }
    case 'json': {
      if (raw.trim() === '') return { value: null };
      return readJson(raw) ?? { key: 'rulenode.config-json' };
    }
    default:
      return { value: raw };
  }
}

/**
 * The configuration from a posted form, onto the stored one (members the form does not name are kept), with the
 * input as posted and the problems by field path.
 */
export function parseConfig(fields: readonly ConfigField[], body: Record<string, unknown>, stored: unknown): { configuration: unknown; input: ConfigInput; errors: Record<string, ConfigProblem> } {
  const errors: Record<string, ConfigProblem> = {};
  if (fields.length === 0) {
    const raw = postedValue(body[WHOLE_CONFIGURATION]);
    const read = readJson(raw);
    if (!read || !isObject(read.value)) errors[WHOLE_CONFIGURATION] = { key: 'rulenode.config-object' };
    return { configuration: read?.value ?? stored, input: { [WHOLE_CONFIGURATION]: raw }, errors };
  }
  const configuration: Record<string, unknown> = { ...(isObject(stored) ? stored : {}) };
  const input: ConfigInput = {};
  for (const f of fields) {
    const path = configPath(f.name);
    const posted = body[path];
    if (f.suggested) {
      input[path] = f.suggested.kind === 'messageTypes' ? postedTypes(body, path) : postedValue(posted);
      const read = readSuggested(f.suggested, input[path] as string | string[]);
      if ('key' in read) errors[path] = read;
      else configuration[f.name] = read.value;
      continue;
    }
    input[path] = f.type === 'boolean' ? postedValue(posted) === 'true' : f.type === 'choices' ? (Array.isArray(posted) ? posted.map(String) : posted === undefined ? [] : [String(posted)]) : postedValue(posted);
    const read = readField(f, posted);
    if ('key' in read) errors[path] = read;
    else configuration[f.name] = read.value;
  }
  return { configuration, input, errors };
}
