import t from 'tap';
import { emulatorEnvOptions } from '../../emulator/env-options.ts';
import { DEMO, call, session, withEmulator } from '../helpers/emulator.ts';

t.test('GET /api/ruleChain/tbelEnabled answers the tbelEnabled option, true by default, to tenant administrators', async (t) => {
  for (const [options, expected] of [[{}, true], [{ tbelEnabled: false }, false], [{ tbelEnabled: true }, true]] as const) {
    const { url } = await withEmulator(t, options);
    const res = await (await session(url, DEMO.tenant)).get('/api/ruleChain/tbelEnabled');
    t.same([res.status, res.text, res.headers.get('content-type')?.startsWith('application/json')], [200, String(expected), true], JSON.stringify(options));
    t.equal((await (await session(url, DEMO.customer)).get('/api/ruleChain/tbelEnabled')).status, 403, 'a customer user may not ask');
    t.equal((await call(url, '/api/ruleChain/tbelEnabled')).status, 401, 'needs a signed-in user');
  }
});

t.test('EMULATOR_TBEL_ENABLED sets the option', async (t) => {
  const saved = process.env.EMULATOR_TBEL_ENABLED;
  t.teardown(() => {
    if (saved === undefined) delete process.env.EMULATOR_TBEL_ENABLED;
    else process.env.EMULATOR_TBEL_ENABLED = saved;
  });
  const read = (value: string | undefined) => {
    if (value === undefined) delete process.env.EMULATOR_TBEL_ENABLED;
    else process.env.EMULATOR_TBEL_ENABLED = value;
    return emulatorEnvOptions().tbelEnabled;
  };
  t.equal(read(undefined), true, 'unset: on');
  t.equal(read('false'), false);
  t.equal(read('true'), true);
  t.throws(() => read('off'), /EMULATOR_TBEL_ENABLED must be true or false/);
});
