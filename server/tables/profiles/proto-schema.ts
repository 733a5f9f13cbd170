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
