import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { alias, configuration, entitySource, key, saveDashboard, tenantSession } from '../helpers/dashboards.ts';
import { deviceByName } from '../helpers/emulator.ts';
import { tags, textOf } from '../helpers/widget-render.tsx';

t.test('control and input widgets post through the console: RPC, attributes, time series, alarms; refusals come back to the widget', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const odd = (await admin.post('/api/device', { name: 'Odd device', type: 'default', additionalInfo: { rpcSimulation: 'invalid' } })).body;
  const persistent = { requestPersistent: true, requestTimeout: 5000 };
  const { ids, configuration: config } = configuration([
    { type: 'control_widgets.rpcbutton', kind: 'rpc', title: 'Reboot', config: { targetDeviceAliasIds: ['t1'], settings: { ...persistent, buttonText: 'Reboot', methodName: 'reboot', methodParams: '{"delay": 5}', oneWayElseTwoWay: true } } },
    { type: 'control_widgets.round_switch', kind: 'rpc', title: 'Pump', config: { targetDeviceAliasIds: ['t1'], settings: { ...persistent, retrieveValueMethod: 'none', setValueMethod: 'setPump', initialValue: false } } },
    { type: 'control_widgets.knob_control', kind: 'rpc', title: 'Setpoint', config: { targetDeviceAliasIds: ['t1'], settings: { ...persistent, minValue: 5, maxValue: 30, setValueMethod: 'setPoint', getValueMethod: 'getPoint' } } },
    { type: 'control_widgets.rpcbutton', kind: 'rpc', title: 'Ask', config: { targetDeviceAliasIds: ['t1'], settings: { buttonText: 'Ask', methodName: 'status', methodParams: '{"x":1}', oneWayElseTwoWay: false } } },
    { type: 'control_widgets.rpcbutton', kind: 'rpc', title: 'Ask odd', config: { targetDeviceAliasIds: ['odd'], settings: { buttonText: 'Ask odd', methodName: 'status', oneWayElseTwoWay: false } } },
    { type: 'input_widgets.update_server_double_attribute', kind: 'latest', title: 'Threshold', config: { datasources: [entitySource('t1', [key('temperatureAlarmThreshold', 'attribute')])], settings: { minValue: 0, maxValue: 60 } } },
    { type: 'input_widgets.update_multiple_attributes', kind: 'latest', title: 'Settings', config: { datasources: [entitySource('t1', [
      key('humidityAlarmFlag', 'attribute', { settings: { dataKeyType: 'server', dataKeyValueType: 'booleanCheckbox' } }),
      key('mode', 'attribute', { settings: { dataKeyType: 'shared', dataKeyValueType: 'string' } }),
      key('level', 'timeseries', { settings: { dataKeyType: 'timeseries', dataKeyValueType: 'integer' } }),
    ])] } },
    { type: 'alarm_widgets.alarms_table', kind: 'alarm', title: 'Alarms', config: { alarmSource: { type: 'entity', entityAliasId: 't1', dataKeys: [] }, settings: { allowAcknowledgment: true, allowClear: false } } },
  ], { ...alias('t1', { type: 'singleEntity', singleEntity: t1.id }), ...alias('odd', { type: 'singleEntity', singleEntity: odd.id }) });
  const [reboot, pump, knob, ask, askOdd, threshold, settings, alarms] = ids;
  const dashboard = await saveDashboard(admin, 'Controls', config);
  const page = `/dashboards/${dashboard}`;
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const post = (widget: string, action: string, form: Record<string, string>) =>
    client.postForm(`/dashboards/${dashboard}/widgets/${widget}/${action}`, { _back: `${page}?state=default`, _state: 'default', ...form });
  const rpcs = async () => (await admin.get(`/api/rpc/persistent/device/${t1.id.id}?pageSize=20&page=0&sortProperty=createdTime&sortOrder=ASC`)).body.data.map((r: any) => [r.request.body.method, r.request.body.params]);

  const html = (await client.get(page)).body;
  t.ok(tags(html, 'form').some((f) => f.action === `/dashboards/${dashboard}/widgets/${reboot}/rpc`), 'the button is a form posting to the console');

  let res = await post(reboot, 'rpc', {});
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, `${page}?state=default`, 'back to the dashboard');
  t.match(textOf((await client.get(page)).body), /Command sent/, 'a toast on the dashboard');
  await post(pump, 'rpc', { params: 'true' });
  await post(knob, 'rpc', { params: '21.5' });
  t.same(await rpcs(), [['reboot', '{"delay":5}'], ['setPump', 'true'], ['setPoint', '21.5']], 'the configured methods with the parameters the platform received');

  res = await post(knob, 'rpc', { params: '99' });
  const refusedKnob = (await client.get(res.headers.location as string)).body;
  t.has(tags(refusedKnob, 'input').find((i) => i.name === 'params'), { value: '99', 'aria-invalid': 'true' }, 'out of range: the typed value comes back marked');
  t.match(textOf(refusedKnob), /The value must be at most 30\./);
  t.equal((await rpcs()).length, 3, 'nothing was sent');
  t.equal((await post(pump, 'rpc', { params: 'maybe' })).statusCode, 303);
  t.equal((await rpcs()).length, 3);

  await post(ask, 'rpc', {});
  t.match(textOf((await client.get(page)).body), /The device answered: \{"x":1\}/, 'a two-way answer');
  await post(askOdd, 'rpc', {});
  const odds = (await client.get(page)).body;
  t.match(/<section class="widget[^"]*"[^>]*aria-labelledby="(wt\d+)"[^>]*>(?:(?!<\/section>)[\s\S])*Ask odd(?:(?!<\/section>)[\s\S])*<\/section>/.exec(odds)?.[0] ?? '', /class="form-error" role="alert">Unhandled error code 406</, "the platform's refusal is shown on the widget");

  res = await post(threshold, 'attributes', { temperatureAlarmThreshold: '31.5' });
  t.equal(res.statusCode, 303);
  const attrs = async (scope: string) => Object.fromEntries((await admin.get(`/api/plugins/telemetry/DEVICE/${t1.id.id}/values/attributes/${scope}`)).body.map((a: any) => [a.key, a.value]));
  t.equal((await attrs('SERVER_SCOPE')).temperatureAlarmThreshold, 31.5, 'a double attribute, as a number');
  res = await post(threshold, 'attributes', { temperatureAlarmThreshold: 'warm' });
  const refused = (await client.get(res.headers.location as string)).body;
  t.has(tags(refused, 'input').find((i) => i.name === 'temperatureAlarmThreshold'), { value: 'warm', 'aria-invalid': 'true' });
  t.match(textOf(refused), /Enter a number\./);
  t.equal((await attrs('SERVER_SCOPE')).temperatureAlarmThreshold, 31.5, 'unchanged');
  t.has(tags((await client.get(page)).body, 'input').find((i) => i.name === 'temperatureAlarmThreshold'), { value: '31.5' }, 'the refusal shows once; then the stored value');

  await post(settings, 'attributes', { mode: 'eco', level: '3' });
  t.equal((await attrs('SERVER_SCOPE')).humidityAlarmFlag, false, 'an unticked box is false');
  t.equal((await attrs('SHARED_SCOPE')).mode, 'eco', 'a shared attribute');
  const level = await admin.get(`/api/plugins/telemetry/DEVICE/${t1.id.id}/values/timeseries?keys=level`);
  t.equal(level.body.level[0].value, '3', 'a time series');

  const alarm = (await admin.post('/api/alarm', { originator: t1.id, type: 'Door open', severity: 'MAJOR', status: 'ACTIVE_UNACK' })).body;
  t.match(textOf((await client.get(page)).body), /Door open Major Active, not acknowledged/);
  await post(alarms, `alarms/${alarm.id.id}/ack`, {});
  t.equal((await admin.get(`/api/alarm/info/${alarm.id.id}`)).body.status, 'ACTIVE_ACK', 'acknowledged');
  t.match(textOf((await client.get(page)).body), /Alarm acknowledged/);
  t.equal((await post(alarms, `alarms/${alarm.id.id}/clear`, {})).statusCode, 400, 'clearing is not allowed by this widget');

  t.equal((await client.postForm(`/dashboards/${dashboard}/widgets/${reboot}/rpc`, { _back: page }, { csrf: false })).statusCode, 403, 'CSRF');
  t.equal((await post('no-such-widget', 'rpc', {})).statusCode, 404);
  t.equal((await post(threshold, 'rpc', {})).statusCode, 400, 'a form the widget does not take');
  t.equal((await post(reboot, 'rpc', { _back: 'https://elsewhere.example/' })).headers.location, page, 'never back to another site');
});

t.test("a user confined to a fullscreen default dashboard can use its widgets' forms", async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const { ids, configuration: config } = configuration([
    { type: 'control_widgets.rpcbutton', kind: 'rpc', title: 'Reboot', config: { targetDeviceAliasIds: ['t1'], settings: { requestPersistent: true, methodName: 'reboot' } } },
  ], alias('t1', { type: 'singleEntity', singleEntity: t1.id }));
  const dashboard = await saveDashboard(admin, 'Kiosk', config);
  const user = (await admin.get(`/api/user/${admin.userId}`)).body;
  t.equal((await admin.post('/api/user', { ...user, additionalInfo: { ...user.additionalInfo, defaultDashboardId: dashboard, defaultDashboardFullscreen: true } })).status, 200);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  t.equal((await client.get('/devices')).headers.location, `/dashboard/${dashboard}`, 'confined to the dashboard');
  const res = await client.postForm(`/dashboards/${dashboard}/widgets/${ids[0]}/rpc`, { _back: `/dashboard/${dashboard}`, _state: 'default' });
  t.equal(res.headers.location, `/dashboard/${dashboard}`, 'the form was taken, and it returns to the fullscreen dashboard');
  t.equal((await admin.get(`/api/rpc/persistent/device/${t1.id.id}?pageSize=10&page=0`)).body.totalElements, 1, 'the command reached the platform');
});
