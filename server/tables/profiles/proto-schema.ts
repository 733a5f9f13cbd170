import type Protobuf from 'protobufjs';
import { onFirstUse } from '../../lazy-package.ts';

const protobufjs = onFirstUse<typeof Protobuf>('protobufjs');
type Namespace = Protobuf.Namespace;

/** Every message type declared in a namespace and the namespaces inside it. */
function messageTypes(namespace: Namespace): Protobuf.Type[] {
  const protobuf = protobufjs();
  return namespace.nestedArray.flatMap((member) => [
    ...(member instanceof protobuf.Type ? [member] : []),
    ...(member instanceof protobuf.Namespace ? messageTypes(member) : []),
  ]);
}

function hasService(namespace: Namespace): boolean {
  const protobuf = protobufjs();
  return namespace.nestedArray.some((member) => member instanceof protobuf.Service || (member instanceof protobuf.Namespace && hasService(member)));
}

/**
 * What is wrong with a transport's protobuf schema, as the platform checks it (contract 4.10): it must parse, declare
 * proto3, import nothing, declare no service or extension and at least one message, whose field types all resolve.
 * Answers the message key shown beside the field, or undefined when the schema is fine.
 */
export function protoSchemaProblem(schema: string): string | undefined {
  let parsed: Protobuf.IParserResult;
  try {
    parsed = protobufjs().parse(schema, { keepCase: true });
  } catch {
    return 'profiles.proto-schema-syntax';
  }
  if (!/^\s*syntax\s*=\s*["']proto3["']\s*;/m.test(schema.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, ''))) return 'profiles.proto-schema-not-proto3';
  if (parsed.imports?.length || parsed.weakImports?.length) return 'profiles.proto-schema-unsupported';
  if (hasService(parsed.root) || /^\s*extend\s/m.test(schema)) return 'profiles.proto-schema-unsupported';
  if (messageTypes(parsed.root).length === 0) return 'profiles.proto-schema-no-message';
  try {
    parsed.root.resolveAll();
  } catch {
    return 'profiles.proto-schema-unresolved';
  }
  return undefined;
}

/** The message a transport reads a schema's payload with: the file's last top-level message, as the platform picks it. */
function payloadMessage(parsed: Protobuf.IParserResult): Protobuf.Type | undefined {
  const protobuf = protobufjs();
  const top = parsed.package ? parsed.root.lookup(parsed.package) : parsed.root;
  const types = top instanceof protobuf.Namespace ? top.nestedArray.filter((m): m is Protobuf.Type => m instanceof protobuf.Type) : [];
  return types.at(-1);
}

/** A field that holds one value (not repeated, not a map). */
const single = (field: Protobuf.Field) => !field.repeated && !field.map;

/**
 * What is wrong with an RPC request schema beyond its syntax, as the platform's device profile validator checks it
 * (`validateRpcRequestDynamicMessageFields`): its message has exactly the three fields `method` (a string), `requestId`
 * (an int32) and `params`, none repeated.
 */
export function rpcRequestSchemaProblem(schema: string): string | undefined {
  const problem = protoSchemaProblem(schema);
  if (problem) return problem;
  const message = payloadMessage(protobufjs().parse(schema, { keepCase: true }));
  const fields = message?.fieldsArray ?? [];
  const named = (name: string) => fields.find((f) => f.name === name);
  const [method, requestId, params] = [named('method'), named('requestId'), named('params')];
  if (fields.length !== 3 || !method || !requestId || !params) return 'device-profile.rpc-request-proto-fields';
  if (method.type !== 'string' || !single(method)) return 'device-profile.rpc-request-proto-method';
  if (requestId.type !== 'int32' || !single(requestId)) return 'device-profile.rpc-request-proto-request-id';
  if (!single(params)) return 'device-profile.rpc-request-proto-params';
  return undefined;
}
