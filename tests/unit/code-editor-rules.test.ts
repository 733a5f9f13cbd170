// The code editors' rules of the widgets spec §4/§5: the JSON object editor's validity, tidy and mini; the
// JavaScript function's static check (syntax, undefined names) and its run against sample arguments.
import t from 'tap';
import { checkJsonObjectText, jsonBoxSize, jsonObjectError, minifyJson, tidyJson } from '../../server/domain/code/json-text.ts';
import { checkFunctionBody } from '../../server/domain/code/js-function-check.ts';
import { runWithSamples } from '../../server/domain/code/js-function-samples.ts';
import { validateJsFunction } from '../../server/domain/code/validate-js-function.ts';

t.test('JSON object editor: empty valid unless required, must parse, must be an object', async (t) => {
  t.same(checkJsonObjectText(''), { ok: true, value: undefined }, 'empty and optional: no value');
  t.same(checkJsonObjectText('  \n', true), { ok: false, key: 'js-func.json-object-required' }, 'empty and required');
  t.same(checkJsonObjectText('{"a": [1, 2]}'), { ok: true, value: { a: [1, 2] } });
  const broken = checkJsonObjectText('{"a": 1,');
  t.equal(broken.ok, false);
  t.match(broken, { key: 'js-func.json-invalid', detail: /^Error: SyntaxError: / }, "the parser's error as 'Error: name: message'");
  for (const text of ['[1, 2]', '"text"', '42', 'null', 'true']) t.same(checkJsonObjectText(text), { ok: false, key: 'js-func.json-invalid' }, `${text}: not an object`);
});

t.test('tidy indents by 4, mini removes the spaces; neither touches invalid text', async (t) => {
  t.equal(tidyJson('{"a":{"b":1}}'), '{\n    "a": {\n        "b": 1\n    }\n}');
  t.equal(minifyJson('{\n  "a" : [ 1, 2 ]\n}'), '{"a":[1,2]}');
  t.equal(tidyJson('{"a":'), null);
  t.equal(minifyJson('{"a":'), null);
});

t.test('function body: names neither declared, nor arguments, nor globals are errors', async (t) => {
  t.same(checkFunctionBody('var x = data.a;\nfunction twice(v) { return v * 2; }\nreturn twice(x) + Math.PI;', { args: ['data'] }), [], 'locals, arguments, ECMAScript globals');
  const problems = checkFunctionBody('var y = data.a * factor;\nreturn ctx.scale(y) + factor;', { args: ['data'] });
  t.same(problems.map((p) => [p.message, p.line, p.column]), [["'factor' is not defined", 1, 18], ["'ctx' is not defined", 2, 8], ["'factor' is not defined", 2, 23]]);
  t.equal('var y = data.a * factor;'.slice(problems[0].from, problems[0].to), 'factor', 'offsets mark the name');
  t.same(checkFunctionBody('return ctx.scale(data);', { args: ['data'], globals: ['ctx'] }), [], 'a given global is allowed');
  t.same(checkFunctionBody('total = data;\nreturn total;', { args: ['data'] }).map((p) => p.message), ["'total' is not defined", "'total' is not defined"], 'an undeclared assignment too');
});

t.test('function body: a syntax error at its line and column', async (t) => {
  const [problem, ...rest] = checkFunctionBody('var a = 1;\nreturn a +;', { args: [] });
  t.same(rest, []);
  t.match(problem, { message: /^SyntaxError: Unexpected token/, line: 2, column: 11 });
});

t.test('sample run: the first argument set that does not throw decides the result check', async (t) => {
  const run = { args: ['data'], samples: [[null], [{ t: 20 }]], resultType: 'any' as const };
  t.same(await runWithSamples('return data.t + 1;', run), { ok: true }, 'the first set throws, the second returns');
  t.same(await runWithSamples('var x = data.t;', run), { ok: false, key: 'js-func.no-return-error' }, "'any' needs a value");
  t.same(await runWithSamples('return data.t;', { ...run, resultType: 'string' }), { ok: false, key: 'js-func.return-type-mismatch', type: 'string' });
  t.same(await runWithSamples('return String(data.t);', { ...run, resultType: 'string' }), { ok: true });
  t.same(await runWithSamples('var x = data.t;', { ...run, resultType: 'nocheck' }), { ok: true }, 'no check: anything goes');
});

t.test('sample run: every set throws: the first error, its line in the body', async (t) => {
  const verdict = await runWithSamples('var a = 1;\nreturn data.t.missing;', { args: ['data'], samples: [[{}], [null]], resultType: 'any' });
  t.match(verdict, { ok: false, problem: { message: /^Error: TypeError: cannot read property 'missing' of undefined/, line: 2 } });
});

t.test('sample run: a body that never ends or eats memory is stopped, not the console', async (t) => {
  const run = { args: [], samples: [[]], resultType: 'any' as const };
  t.match(await runWithSamples('while (true) {}', run), { ok: false, problem: { message: /InternalError: interrupted/ } });
  t.match(await runWithSamples('var a = []; while (true) a.push(new Array(100000).join("x"));', run), { ok: false, problem: { message: /out of memory|interrupted/ } });
  t.match(await runWithSamples('return typeof process + typeof require + typeof fetch;', run), { ok: true }, 'runs without the host');
  const host = await runWithSamples('return process.env;', run);
  t.match(host, { ok: false, problem: { message: /ReferenceError: 'process' is not defined|process is not defined/ } }, 'no Node globals in the sandbox');
});

t.test('validation on submit: static problems first, then the sample run; off takes anything', async (t) => {
  t.match(await validateJsFunction('return data * factor;', { args: ['data'], samples: [[2]], resultType: 'any' }), { ok: false, problems: [{ message: "'factor' is not defined" }] });
  t.same(await validateJsFunction('return data * 2;', { args: ['data'], samples: [[2]], resultType: 'number' }), { ok: true });
  t.same(await validateJsFunction('data.x;', { args: ['data'], samples: [[{}]], resultType: 'any' }), { ok: false, key: 'js-func.no-return-error' });
  t.same(await validateJsFunction('return (', { args: [], off: true }), { ok: true });
});

t.test('JSON editors auto-size: 17 px a line plus 17, 8 px a character plus 16; 200 by 600 when empty', async (t) => {
  t.same(jsonBoxSize(''), { height: 200, width: 600, rows: 11, cols: 73 });
  t.same(jsonBoxSize('{\n  "a": 1\n}'), { height: 3 * 17 + 17, width: 8 * 8 + 16, rows: 4, cols: 10 });
  t.equal(jsonObjectError(checkJsonObjectText('[]'), (key) => `<${key}>`), '<js-func.json-invalid>');
  t.match(jsonObjectError(checkJsonObjectText('{'), (key) => `<${key}>`), /^<js-func.json-invalid>. Error: SyntaxError: /);
  t.equal(jsonObjectError(checkJsonObjectText('{}'), (key) => key), undefined);
});
