import type { FieldErrors, StructuredEditor } from '../../domain/entity-form.ts';
import { postedText, rowIndexes } from '../../domain/form-rows.ts';

/** SNMP communication specs (contract 4.10); the querying ones repeat at a frequency. */
export const SNMP_SPECS = ['TELEMETRY_QUERYING', 'CLIENT_ATTRIBUTES_QUERYING', 'SHARED_ATTRIBUTES_SETTING', 'TO_DEVICE_RPC_REQUEST'] as const;
export const QUERYING_SPECS: readonly string[] = ['TELEMETRY_QUERYING', 'CLIENT_ATTRIBUTES_QUERYING'];
/** The data types of a mapping's value. */
export const SNMP_DATA_TYPES = ['STRING', 'LONG', 'DOUBLE', 'BOOLEAN', 'JSON'] as const;
/** An OID as the platform takes it: dotted numbers, arcs without leading zeros. */
const OID = /^\.?[0-2]((\.0)|(\.[1-9][0-9]*))*$/;

export interface SnmpMapping {
  dataType: string;
  key: string;
  oid: string;
}
export interface SnmpConfig {
  spec: string;
  /** A number once valid; the text as typed otherwise (kept to be shown again with its message). */
  queryingFrequencyMs?: number | string;
  mappings: SnmpMapping[];
}

type Body = Record<string, unknown>;


const emptyMapping = (): SnmpMapping => ({ dataType: 'STRING', key: '', oid: '' });

function readConfig(body: Body, at: string): SnmpConfig {
  const spec = (SNMP_SPECS as readonly string[]).includes(postedText(body[`${at}.spec`])) ? postedText(body[`${at}.spec`]) : SNMP_SPECS[0];
  const mappings = rowIndexes(body, `${at}.mappings`).map((m) => {
    const row = `${at}.mappings.${m}`;
    const dataType = postedText(body[`${row}.dataType`]);
    return { dataType: (SNMP_DATA_TYPES as readonly string[]).includes(dataType) ? dataType : 'STRING', key: postedText(body[`${row}.key`]), oid: postedText(body[`${row}.oid`]) };
  });
  if (!QUERYING_SPECS.includes(spec)) return { spec, mappings };
  const frequency = postedText(body[`${at}.queryingFrequencyMs`]);
  return { spec, queryingFrequencyMs: /^\d{1,9}$/.test(frequency) ? Number(frequency) : frequency, mappings };
}

/** The configs after one of the form's edits (`add-config:<path>`, `remove-config:<path>.<i>`, `add-mapping:<path>.<i>.mappings`, `remove-mapping:<path>.<i>.mappings.<j>`). */
function edited(configs: SnmpConfig[], path: string, edit: string): SnmpConfig[] {
  const [op, target = ''] = edit.split(':', 2);
  if (target !== path && !target.startsWith(`${path}.`)) return configs;
  const [c, , m] = target.slice(path.length + 1).split('.').map(Number);
  const config = configs[c];
  if (op === 'add-config' && target === path) {
    const spec = SNMP_SPECS.find((s) => !configs.some((x) => x.spec === s)) ?? SNMP_SPECS[0];
    configs.push({ spec, ...(QUERYING_SPECS.includes(spec) ? { queryingFrequencyMs: 5000 } : {}), mappings: [emptyMapping()] });
  } else if (op === 'remove-config' && config) configs.splice(c, 1);
  else if (op === 'add-mapping' && config) config.mappings.push(emptyMapping());
  else if (op === 'remove-mapping' && config?.mappings[m]) config.mappings.splice(m, 1);
  return configs;
}

const configsOf = (value: unknown): SnmpConfig[] => (Array.isArray(value) ? (value as SnmpConfig[]) : []);

/** The SNMP communication configs with their mappings, edited as repeating rows (console-map §3.11). */
export const snmpConfigsEditor: StructuredEditor = {
  view: 'snmpConfigs',
  read(body, path, edit) {
    return edited(rowIndexes(body, path).map((c) => readConfig(body, `${path}.${c}`)), path, edit);
  },
  check(value, path) {
    const errors: FieldErrors = {};
    configsOf(value).forEach((config, c) => {
      const at = `${path}.${c}`;
      if (QUERYING_SPECS.includes(config.spec) && typeof config.queryingFrequencyMs !== 'number') errors[`${at}.queryingFrequencyMs`] = 'device-profile.snmp.querying-frequency-invalid-format';
      if (config.mappings.length === 0) errors[`${at}.mappings`] = 'device-profile.snmp.please-add-mapping-parameter';
      config.mappings.forEach((mapping, m) => {
        if (mapping.key === '') errors[`${at}.mappings.${m}.key`] = 'device-profile.snmp.data-key-required';
        if (mapping.oid === '') errors[`${at}.mappings.${m}.oid`] = 'device-profile.snmp.oid-required';
        else if (!OID.test(mapping.oid)) errors[`${at}.mappings.${m}.oid`] = 'device-profile.snmp.oid-pattern';
      });
    });
    return errors;
  },
};
