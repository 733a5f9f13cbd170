/**
 * The configuration schema of a rule node: one entry per member of the node's configuration object, in the order the
 * platform serialises them. A console renders a form from it (README, "Rule-node catalogue").
 */
export type FieldType =
  | 'string' | 'text' | 'script' | 'integer' | 'number' | 'boolean'
  | 'choice' | 'choices' | 'strings' | 'map' | 'json';

export interface ConfigField {
  name: string;
  type: FieldType;
  label: string;
  /** The value `defaultConfiguration` holds for the member (null when the platform leaves it unset). */
  default: unknown;
  /** The allowed values of `choice` and `choices`, suggestions for `strings`. */
  options?: readonly string[];
  /** Script language of a `script` member. */
  language?: 'JS' | 'TBEL';
}

const field = (type: FieldType) => (name: string, label: string, value: unknown = null, extra: Partial<ConfigField> = {}): ConfigField =>
  ({ name, type, label, default: value, ...extra });

export const str = field('string');
export const text = field('text');
export const int = field('integer');
export const num = field('number');
export const bool = (name: string, label: string, value = false): ConfigField => ({ name, type: 'boolean', label, default: value });
export const strings = (name: string, label: string, value: string[] | null = [], options?: readonly string[]): ConfigField =>
  ({ name, type: 'strings', label, default: value, ...(options ? { options } : {}) });
export const map = (name: string, label: string, value: Record<string, string> | null = {}): ConfigField =>
  ({ name, type: 'map', label, default: value });
export const json = field('json');

export const choice = (name: string, label: string, options: readonly string[], value: string | null): ConfigField =>
  ({ name, type: 'choice', label, default: value, options });
export const choices = (name: string, label: string, options: readonly string[], value: string[] | null): ConfigField =>
  ({ name, type: 'choices', label, default: value, options });
export const script = (name: string, label: string, language: 'JS' | 'TBEL', value: string): ConfigField =>
  ({ name, type: 'script', label, default: value, language });

/** The node's `defaultConfiguration`: every member with its default, as the platform serialises unset members (null). */
export function defaultsOf(fields: readonly ConfigField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.name, structuredClone(f.default)]));
}
