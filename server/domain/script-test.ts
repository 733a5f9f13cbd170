import type { ScriptLang, TestScriptRequest } from '../platform/types/rule-chain.ts';
import { checkMessageType } from './pickers/message-type.ts';
import { postedValue } from './posted-value.ts';

/** How a script is called and read: the platform's script type, its parameters, the function's title. */
export interface ScriptKind {
  scriptType: string;
  argNames: string[];
  functionTitle: string;
}

const MSG_ARGS = ['msg', 'metadata', 'msgType'];

/** The script nodes of the catalogue by class (upstream's node script test settings). */
const SCRIPT_NODES: Record<string, ScriptKind> = {
  'org.thingsboard.rule.engine.filter.TbJsFilterNode': { scriptType: 'filter', argNames: MSG_ARGS, functionTitle: 'Filter' },
  'org.thingsboard.rule.engine.filter.TbJsSwitchNode': { scriptType: 'switch', argNames: MSG_ARGS, functionTitle: 'Switch' },
  'org.thingsboard.rule.engine.transform.TbTransformMsgNode': { scriptType: 'update', argNames: MSG_ARGS, functionTitle: 'Transform' },
  'org.thingsboard.rule.engine.action.TbLogNode': { scriptType: 'string', argNames: MSG_ARGS, functionTitle: 'ToString' },
  'org.thingsboard.rule.engine.debug.TbMsgGeneratorNode': { scriptType: 'generate', argNames: ['prevMsg', 'prevMetadata', 'prevMsgType'], functionTitle: 'Generate' },
  'org.thingsboard.rule.engine.action.TbCreateAlarmNode': { scriptType: 'json', argNames: MSG_ARGS, functionTitle: 'Details' },
  'org.thingsboard.rule.engine.action.TbClearAlarmNode': { scriptType: 'json', argNames: MSG_ARGS, functionTitle: 'Details' },
};

export function scriptKindOf(clazz: string): ScriptKind | undefined {
  return SCRIPT_NODES[clazz];
}

/** What the test dialog's form holds. */
export interface ScriptTestInput {
  msgType: string;
  msg: string;
  metadata: Array<{ key: string; value: string }>;
  script: string;
}

/** The dialog's first values: upstream's sample message and metadata, and the script to test. */
export function initialTestInput(script: string): ScriptTestInput {
  return {
    msgType: 'POST_TELEMETRY_REQUEST',
    msg: JSON.stringify({ temperature: 22.4, humidity: 78 }, null, 2),
    metadata: [
      { key: 'deviceName', value: 'Test Device' },
      { key: 'deviceType', value: 'default' },
      { key: 'ts', value: String(Date.UTC(2023, 0, 1)) },
    ],
    script,
  };
}


/** The form as posted; a metadata row of an empty key and value is left out. */
export function readTestInput(body: Record<string, unknown>): ScriptTestInput {
  const metadata: ScriptTestInput['metadata'] = [];
  for (let i = 0; i < 100; i++) {
    const key = postedValue(body[`metadata.${i}.key`], 255);
    const value = postedValue(body[`metadata.${i}.value`], 10_000);
    if (body[`metadata.${i}.key`] === undefined && body[`metadata.${i}.value`] === undefined) break;
    if (key !== '' || value !== '') metadata.push({ key, value });
  }
  return { msgType: postedValue(body.msgType, 255), msg: postedValue(body.msg), metadata, script: postedValue(body.script) };
}

/** The platform's request from the form, or the messages (translation keys) by field. */
export function testRequestOf(kind: ScriptKind, input: ScriptTestInput): { request: TestScriptRequest } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const msgType = checkMessageType(input.msgType);
  if (!msgType.ok) errors.msgType = msgType.key;
  try {
    JSON.parse(input.msg);
  } catch {
    errors.msg = 'rulenode.message-json-invalid';
  }
  if (input.metadata.some((row) => row.key.trim() === '')) errors.metadata = 'rulenode.metadata-required';
  if (input.script.trim() === '') errors.script = 'rulenode.script-required';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    request: {
      script: input.script,
      scriptType: kind.scriptType,
      argNames: kind.argNames,
      msg: input.msg,
      metadata: Object.fromEntries(input.metadata.map((row) => [row.key.trim(), row.value])),
      msgType: input.msgType.trim(),
    },
  };
}

/** The language of a script member by its name, for nodes that keep both (`jsScript` / `tbelScript`). */
export function scriptLangOf(language: 'JS' | 'TBEL' | undefined): ScriptLang {
  return language === 'TBEL' ? 'TBEL' : 'JS';
}
