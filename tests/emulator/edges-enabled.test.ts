import t from 'tap';
import { emulatorEnvOptions } from '../../emulator/env-options.ts';
import { DEMO, call, session, withEmulator } from '../helpers/emulator.ts';

t.test('GET /api/edges/enabled answers the edgesEnabled option, true by default', async (t) => {
  for (const [options, expected] of [[{}, true], [{ edgesEnabled: false }, false], [{ edgesEnabled: true }, true]] as const) {
    const { url } = await withEmulator(t, options);
    for (const account of [DEMO.sysadmin, DEMO.tenant, DEMO.customer]) {
      const res = await (await session(url, account)).get('/api/edges/enabled');
      t.same([res.status, res.text, res.headers.get('content-type')?.startsWith('application/json')], [200, String(expected), true], `${account[0]} with ${JSON.stringify(options)}`);
    }
    t.equal((await call(url, '/api/edges/enabled')).status, 401, 'needs a signed-in user');
  }
});

t.test('EMULATOR_EDGES_ENABLED sets the option', async (t) => {
  const saved = process.env.EMULATOR_EDGES_ENABLED;
  t.teardown(() => {
    if (saved === undefined) delete process.env.EMULATOR_EDGES_ENABLED;
    else process.env.EMULATOR_EDGES_ENABLED = saved;
  });
  const read = (value: string | undefined) => {
    if (value === undefined) delete process.env.EMULATOR_EDGES_ENABLED;
    else process.env.EMULATOR_EDGES_ENABLED = value;
    return emulatorEnvOptions().edgesEnabled;
  };
  t.equal(read(undefined), true, 'unset: on');
  t.equal(read(''), true, 'empty: on');
  t.equal(read('false'), false);
  t.equal(read('true'), true);
  t.throws(() => read('no'), /EMULATOR_EDGES_ENABLED must be true or false/, 'anything else is refused');
});
