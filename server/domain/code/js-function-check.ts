import { parse, type Node } from 'acorn';
import { analyze } from 'eslint-scope';
import { ECMASCRIPT_GLOBALS } from './ecmascript-globals.ts';

/** A problem in a function body, at a 1-based line and column of the body's text. */
export interface ScriptProblem {
  message: string;
  line: number;
  column: number;
  /** Offsets in the text, for an editor's annotation. */
  from: number;
  to: number;
}

export interface FunctionSignature {
  /** The function's arguments: the body may use them. */
  args: readonly string[];
  /** Other names the caller provides. */
  globals?: readonly string[];
}

/**
 * The static half of the JavaScript-function editor's validation (widgets spec §5): the body must parse, and a name
 * it uses without declaring is an error unless it is an argument, a given global or an ECMAScript global
 * (upstream's undefined-variable warnings count as errors). Returns the problems, none when the body is sound.
 */
export function checkFunctionBody(body: string, signature: FunctionSignature): ScriptProblem[] {
  let program: Node;
  try {
    program = parse(body, { ecmaVersion: 2022, sourceType: 'script', allowReturnOutsideFunction: true, locations: true, ranges: true });
  } catch (error) {
    const { pos = 0, loc = { line: 1, column: 0 } } = error as { pos?: number; loc?: { line: number; column: number } };
    const message = (error as Error).message.replace(/ \(\d+:\d+\)$/, '');
    return [{ message: `SyntaxError: ${message}`, line: loc.line, column: loc.column + 1, from: pos, to: Math.min(pos + 1, body.length) }];
  }
  const allowed = new Set([...signature.args, ...(signature.globals ?? []), ...ECMASCRIPT_GLOBALS]);
  const manager = analyze(program as never, { ecmaVersion: 2022, sourceType: 'script' });
  const problems: ScriptProblem[] = [];
  const seen = new Set<number>();
  for (const reference of manager.globalScope!.through) {
    const id = reference.identifier as unknown as { name: string; start: number; end: number; loc: { start: { line: number; column: number } } };
    if (allowed.has(id.name) || seen.has(id.start)) continue;
    seen.add(id.start);
    problems.push({ message: `'${id.name}' is not defined`, line: id.loc.start.line, column: id.loc.start.column + 1, from: id.start, to: id.end });
  }
  return problems;
}
