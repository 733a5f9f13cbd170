import { badRequest } from '../http/api-error.ts';
import { isObject } from '../lib/json.ts';
import { runScript } from '../script/run-script.ts';
import type { ResultKind } from '../script/run-script.ts';

/** The body of `POST /api/ruleChain/testScript` (the platform reads it as a bare JSON tree). */
export interface TestScriptRequest {
  script: string;
  scriptType: string;
  argNames: string[];
  /** The message data as JSON text. */
  msg: string;
  metadata: Record<string, string>;
  msgType: string;
}

/** What the platform answers: the formatted result, or the error text; the other member is an empty string. */
export interface TestScriptResult {
  output: string;
  error: string;
}

const SCRIPT_TYPES = new Set(['update', 'generate', 'filter', 'switch', 'json', 'string']);

function requiredString(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string') throw badRequest(`${name} should be specified as a string!`);
  return value;
}

/** Metadata is a map of strings: scalars become their text, null entries are dropped. */
function metadataOf(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw badRequest('metadata should be a JSON object!');
  const metadata: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry === null || entry === undefined) continue;
    if (typeof entry === 'object') throw badRequest(`metadata value of '${key}' should be a string!`);
    metadata[key] = String(entry);
  }
  return metadata;
}

export function bindTestScriptRequest(body: unknown): TestScriptRequest {
  if (!isObject(body)) throw badRequest('Test script request should be a JSON object!');
  const argNames = body.argNames;
  if (!Array.isArray(argNames) || !argNames.every((name) => typeof name === 'string')) {
    throw badRequest('argNames should be specified as an array of strings!');
  }
  return {
    script: requiredString(body, 'script'),
    scriptType: requiredString(body, 'scriptType'),
    argNames: argNames as string[],
    msg: requiredString(body, 'msg'),
    metadata: metadataOf(body.metadata),
    msgType: requiredString(body, 'msgType'),
  };
}

interface Message {
  msg?: unknown;
  metadata: Record<string, string>;
  msgType: string;
}

class WrongResult extends Error {}

const wrongType = (kind: ResultKind | string) => new WrongResult(`Wrong result type: ${kind}`);

const kindOfJson = (value: unknown): ResultKind =>
  value === null ? 'NULL' : Array.isArray(value) ? 'ARRAY' : isObject(value) ? 'OBJECT'
    : typeof value === 'boolean' ? 'BOOLEAN' : typeof value === 'number' ? 'NUMBER' : 'STRING';

/** A message the script returned, completed from the incoming one for the members it left out. */
function returnedMessage(value: unknown, incoming: Message): Message {
  if (!isObject(value)) throw wrongType(kindOfJson(value));
  const message: Message = { metadata: incoming.metadata, msgType: incoming.msgType };
  if ('msg' in value) message.msg = value.msg;
  else if ('msg' in incoming) message.msg = incoming.msg;
  if (isObject(value.metadata)) message.metadata = metadataOf(value.metadata);
  if (typeof value.msgType === 'string') message.msgType = value.msgType;
  return message;
}

/** Turns the script's JSON result into the platform's `output` text for the script type. */
function formatOutput(scriptType: string, kind: ResultKind, json: string, incoming: Message): string {
  const value: unknown = JSON.parse(json);
  switch (scriptType) {
    case 'filter':
      if (kind !== 'BOOLEAN') throw wrongType(kind);
      return String(value);
    case 'switch': {
      const names = kind === 'STRING' ? [value] : kind === 'ARRAY' ? (value as unknown[]) : null;
      if (names === null) throw wrongType(kind);
      const wrong = names.find((name) => typeof name !== 'string');
      if (wrong !== undefined) throw wrongType(kindOfJson(wrong));
      return JSON.stringify([...new Set(names)]);
    }
    case 'string':
      if (kind !== 'STRING') throw wrongType(kind);
      return value as string;
    case 'json':
      return json;
    case 'generate':
      return JSON.stringify(returnedMessage(value, incoming));
    default: {
      // update: one message, or several (then answered as an array)
      if (kind === 'ARRAY') {
        const messages = (value as unknown[]).map((entry) => returnedMessage(entry, incoming));
        if (messages.length === 0) throw wrongType('empty ARRAY');
        return JSON.stringify(messages.length === 1 ? messages[0] : messages);
      }
      return JSON.stringify(returnedMessage(value, incoming));
    }
  }
}

/**
 * Runs the script as a function body whose parameters are `argNames`, called with (msg, metadata, msgType).
 * TBEL scripts run through the same JavaScript engine: the emulator has no TBEL interpreter, and the part of
 * TBEL test scripts usually use (member access, arithmetic, conditions, map and list literals) is valid JS.
 */
export async function testScript(request: TestScriptRequest): Promise<TestScriptResult> {
  if (!SCRIPT_TYPES.has(request.scriptType)) return { output: '', error: `Unsupported script type: ${request.scriptType}` };
  let msg: unknown;
  try {
    msg = request.msg === '' ? undefined : JSON.parse(request.msg);
  } catch (error) {
    return { output: '', error: `Invalid message data: ${(error as Error).message}` };
  }
  const incoming: Message = { metadata: request.metadata, msgType: request.msgType };
  if (msg !== undefined) incoming.msg = msg;
  const outcome = await runScript({
    script: request.script,
    argNames: request.argNames,
    argsJson: JSON.stringify([msg ?? null, request.metadata, request.msgType]),
  });
  if (!outcome.ok) return { output: '', error: outcome.error };
  try {
    return { output: formatOutput(request.scriptType, outcome.kind, outcome.json, incoming), error: '' };
  } catch (error) {
    if (error instanceof WrongResult) return { output: '', error: error.message };
    throw error;
  }
}
