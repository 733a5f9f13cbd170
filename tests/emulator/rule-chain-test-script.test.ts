import t from 'tap';
import { DEMO, call, expectError, session, withEmulator } from '../helpers/emulator.ts';

const MSG = JSON.stringify({ temperature: 22.5, humidity: 40 });
const request = (scriptType: string, script: string, extra: Record<string, unknown> = {}) => ({
  script,
  scriptType,
  argNames: ['msg', 'metadata', 'msgType'],
  msg: MSG,
  metadata: { deviceName: 'T1', deviceType: 'thermostat' },
  msgType: 'POST_TELEMETRY_REQUEST',
  ...extra,
});

t.test('each script type formats its output as the platform does', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const run = async (body: unknown, query = '') => {
    const response = await admin.post(`/api/ruleChain/testScript${query}`, body);
    t.equal(response.status, 200);
    return response.body as { output: string; error: string };
  };

  const update = await run(request('update',
    'msg.temperature = msg.temperature + 1; metadata.checked = true; return {msg: msg, metadata: metadata, msgType: "CUSTOM"};'));
  t.same(JSON.parse(update.output), {
    msg: { temperature: 23.5, humidity: 40 },
    metadata: { deviceName: 'T1', deviceType: 'thermostat', checked: 'true' },
    msgType: 'CUSTOM',
  }, 'update: the returned message, metadata values as strings');
  t.equal(update.error, '');

  const partial = await run(request('update', 'return {msg: {only: 1}};'));
  t.same(JSON.parse(partial.output), {
    msg: { only: 1 }, metadata: { deviceName: 'T1', deviceType: 'thermostat' }, msgType: 'POST_TELEMETRY_REQUEST',
  }, 'members left out keep the incoming values');

  const split = await run(request('update', 'return [{msg: {a: 1}}, {msg: {a: 2}, msgType: "X"}];'));
  t.same(JSON.parse(split.output).map((m: { msg: unknown; msgType: string }) => [m.msg, m.msgType]),
    [[{ a: 1 }, 'POST_TELEMETRY_REQUEST'], [{ a: 2 }, 'X']], 'several messages come back as an array');

  const generated = await run(request('generate',
    'return {msg: {n: (prevMsg.n || 0) + 1}, metadata: {}, msgType: "GEN"};',
    { argNames: ['prevMsg', 'prevMetadata', 'prevMsgType'], msg: '{"n": 4}' }));
  t.same(JSON.parse(generated.output), { msg: { n: 5 }, metadata: {}, msgType: 'GEN' }, 'generate with its own argument names');

  t.same(await run(request('filter', 'return msg.temperature > 20;')), { output: 'true', error: '' });
  t.same(await run(request('filter', 'return msgType === "OTHER";')), { output: 'false', error: '' });
  t.same(await run(request('filter', 'return 1;')), { output: '', error: 'Wrong result type: NUMBER' });

  t.same(await run(request('switch', 'return ["High", "Alarm", "High"];')), { output: '["High","Alarm"]', error: '' });
  t.same(await run(request('switch', 'return metadata.deviceType;')), { output: '["thermostat"]', error: '' });
  t.same(await run(request('switch', 'return [1];')), { output: '', error: 'Wrong result type: NUMBER' });

  t.same(await run(request('string', 'return "T=" + msg.temperature;')), { output: 'T=22.5', error: '' });
  t.same(await run(request('string', 'return {};')), { output: '', error: 'Wrong result type: OBJECT' });
  t.same(await run(request('json', 'return {details: msg.humidity * 2, list: [1, "a"]};')),
    { output: '{"details":80,"list":[1,"a"]}', error: '' });

  t.same(await run(request('filter', 'return msg.temperature > 20;'), '?scriptLang=TBEL'), { output: 'true', error: '' },
    'TBEL runs through the same engine');
  t.same(await run(request('filter', 'return true;'), '?scriptLang=JS'), { output: 'true', error: '' });
});

t.test('script failures are answered in error, never as a crash', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const run = async (body: unknown) => {
    const response = await admin.post('/api/ruleChain/testScript', body);
    t.equal(response.status, 200);
    return response.body as { output: string; error: string };
  };

  const thrown = await run(request('filter', 'throw new Error("boom");'));
  t.same(thrown, { output: '', error: 'Error: boom' });
  t.match((await run(request('filter', 'return unknownVariable > 1;'))).error, /^ReferenceError: unknownVariable is not defined/);
  t.match((await run(request('filter', 'return (;'))).error, /^SyntaxError: /);
  t.match((await run(request('update', 'return {}', { msg: '{not json' }))).error, /^Invalid message data: /);
  t.same(await run(request('compile', 'return 1;')), { output: '', error: 'Unsupported script type: compile' });

  for (const escape of ['return typeof require;', 'return typeof process;', 'return typeof module;']) {
    t.same(await run(request('string', escape)), { output: 'undefined', error: '' }, `${escape} sees nothing of the emulator`);
  }
  t.match((await run(request('string', 'return eval("1 + 1");'))).error, /EvalError|code generation/i, 'no eval from strings');

  const endless = await run(request('filter', 'while (true) {}'));
  t.same(endless, { output: '', error: 'Script execution timed out after 1000 ms' }, 'an endless loop is cut off');
  const endlessGetter = await run(request('json', 'return { get x() { for (;;) {} } };'));
  t.match(endlessGetter.error, /timed out/, 'a result that never serialises is cut off too');
  t.same(await run(request('filter', 'return true;')), { output: 'true', error: '' }, 'the emulator still serves the next call');
  t.equal((await admin.get('/api/ruleChain/tbelEnabled')).body, true);
});

t.test('permissions and malformed requests', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const sysadmin = await session(url, DEMO.sysadmin);
  const customer = await session(url, DEMO.customer);
  const body = request('filter', 'return true;');

  for (const caller of [sysadmin, customer]) {
    expectError(t, await caller.post('/api/ruleChain/testScript', body), 403, 20, "You don't have permission to perform this operation!");
  }
  t.equal((await call(url, '/api/ruleChain/testScript', { method: 'POST', body })).status, 401);

  const wrongLang = await admin.post('/api/ruleChain/testScript?scriptLang=PYTHON', body);
  t.equal(wrongLang.status, 500);
  t.match(wrongLang.body.message, /No enum constant org\.thingsboard\.script\.api\.ScriptLanguage\.PYTHON/);
  const malformed = await admin.post('/api/ruleChain/testScript', '{"script":');
  t.same([malformed.status, malformed.body.errorCode], [500, 2]);
  t.match(malformed.body.message, /^JSON parse error/);
  expectError(t, await admin.post('/api/ruleChain/testScript', [1]), 400, 31, 'Test script request should be a JSON object!');
  const { script: _script, ...noScript } = body;
  expectError(t, await admin.post('/api/ruleChain/testScript', noScript), 400, 31, 'script should be specified as a string!');
  expectError(t, await admin.post('/api/ruleChain/testScript', { ...body, argNames: 'msg' }), 400, 31,
    'argNames should be specified as an array of strings!');
  expectError(t, await admin.post('/api/ruleChain/testScript', { ...body, msg: { a: 1 } }), 400, 31, 'msg should be specified as a string!');
  expectError(t, await admin.post('/api/ruleChain/testScript', { ...body, metadata: { a: { b: 1 } } }), 400, 31,
    "metadata value of 'a' should be a string!");
});
