import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';

/**
 * Evaluates constant expressions of a TypeScript code base (an upstream console's widget settings defaults) without
 * compiling it: names an expression uses are looked up as top-level declarations, transpiled alone and evaluated in
 * turn. Only for plain data (object literals, enums, functions returning literals).
 */
export interface Declarations {
  /** The file declaring an Angular component with this selector. */
  fileOfSelector(selector: string): string | undefined;
  /** The file declaring this class. */
  fileOfClass(name: string): string | undefined;
  /** Evaluates the body of a function (TypeScript statements ending in `return`) with the code base's names in scope. */
  run(body: string, extraScope?: Record<string, unknown>): unknown;
  source(file: string): string;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The index just past the bracket matching the one at `open`, skipping strings, templates and comments. */
export function matchingEnd(text: string, open: number): number {
  const closers: Record<string, string> = { '{': '}', '(': ')', '[': ']' };
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i) + 1;
    } else if (closers[c]) {
      stack.push(closers[c]);
    } else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  throw new Error('unbalanced brackets');
}

/** The text of a top-level declaration starting at `start` (const up to its `;`, function/enum/class through its body). */
function declarationText(text: string, start: number): string {
  const head = text.slice(start, start + 200);
  if (/^(export\s+)?(const|let|var)\s/.test(head)) {
    let i = text.indexOf('=', start) + 1;
    while (/\s/.test(text[i])) i++;
    const end = '{(['.includes(text[i]) ? matchingEnd(text, i) : text.indexOf(';', i);
    return text.slice(start, end) + ';';
  }
  let from = start;
  if (/^(export\s+)?function\s/.test(head)) {
    from = matchingEnd(text, text.indexOf('(', start));
    const typed = /^\s*:\s*/.exec(text.slice(from));
    // A return type written as an object type has braces of its own before the body.
    if (typed && text[from + typed[0].length] === '{') from = matchingEnd(text, from + typed[0].length);
  }
  return text.slice(start, matchingEnd(text, text.indexOf('{', from)));
}

const js = (code: string) => transformSync(code, { loader: 'ts', format: 'esm' }).code.replace(/^export\s+/gm, '');

export function loadDeclarations(root: string): Declarations {
  const files = tsFiles(root);
  const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const byName = new Map<string, Array<{ file: string; start: number }>>();
  for (const [file, text] of sources) {
    for (const m of text.matchAll(/^(?:export\s+)?(?:const|function|enum)\s+(\w+)/gm)) {
      const list = byName.get(m[1]) ?? [];
      list.push({ file, start: m.index });
      byName.set(m[1], list);
    }
  }
  const scope: Record<string, unknown> = {};
  const resolving = new Set<string>();

  const evaluate = (code: string, extra: Record<string, unknown>): unknown => {
    for (let attempt = 0; attempt < 500; attempt++) {
      try {
        // `with` keeps the lookup dynamic: functions evaluated earlier see the names resolved after them.
        return new Function('__scope', '__extra', `with (__scope) { with (__extra) {\n${code}\n} }`)(scope, extra);
      } catch (error) {
        const missing = error instanceof ReferenceError && /^(\w+) is not defined/.exec(error.message)?.[1];
        const found = missing ? byName.get(missing) : undefined;
        if (!missing || !found) throw error;
        if (resolving.has(missing)) throw new Error(`the declaration of ${missing} cannot be evaluated alone`);
        resolving.add(missing);
        // One declaration per name in the settings code; the first is taken when a name is declared twice.
        const text = declarationText(sources.get(found[0].file) as string, found[0].start);
        scope[missing] = evaluate(`${js(text)}\nreturn ${missing};`, {});
        resolving.delete(missing);
      }
    }
    throw new Error('too many unresolved names');
  };

  return {
    fileOfSelector: (selector) => files.find((file) => (sources.get(file) as string).includes(`selector: '${selector}'`)),
    fileOfClass: (name) => files.find((file) => new RegExp(`^export (abstract )?class ${name}\\b`, 'm').test(sources.get(file) as string)),
    run: (body, extra = {}) => evaluate(js(`function __body() {${body}}`) + '\nreturn __body();', extra),
    source: (file) => sources.get(file) as string,
  };
}
