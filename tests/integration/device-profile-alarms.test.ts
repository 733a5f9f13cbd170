import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { platformAs, profileId } from '../helpers/profile-platform.ts';

const A = 'profileData.alarms.0';
const MAJOR = `${A}.createRules.MAJOR`;
const C0 = `${MAJOR}.condition.condition.0`;

/** A form with one alarm, one MAJOR create rule and one numeric condition; `extra` adds or overrides fields. */
function alarmForm(extra: Record<string, string> = {}): Record<string, string> {
  return {
    [`${A}.id`]: 'alarm-1',
    [`${A}.alarmType`]: 'High temperature',
    [`${MAJOR}.severity`]: 'MAJOR',
    [`${C0}.key.type`]: 'TIME_SERIES',
    [`${C0}.key.key`]: 'temperature',
    [`${C0}.valueType`]: 'NUMERIC',
    [`${C0}.predicate.operation`]: 'GREATER',
    [`${C0}.predicate.value.defaultValue`]: '30',
    [`${MAJOR}.condition.spec.type`]: 'SIMPLE',
    [`${MAJOR}.schedule.type`]: 'ANY_TIME',
    [`${MAJOR}.alarmDetails`]: 'Temperature is ${temperature}',
    ...extra,
  };
}

t.test('the alarm rules editor', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const platform = await platformAs(c, TENANT.username, TENANT.password);
  const created = await platform.post('/api/deviceProfile', { name: 'alarms', type: 'DEFAULT', transportType: 'DEFAULT', profileData: {} });
  const id = created.body.id.id as string;
  const page = `/profiles/deviceProfiles/${id}/alarm-rules`;
  const alarms = async () => (await platform.get(`/api/deviceProfile/${id}`)).profileData.alarms;

  t.test('the tab shows the stored rules of a profile as fields named by JSON path', async (t) => {
    const thermostat = await profileId(platform, 'device', 'thermostat');
    const res = await tenant.get(`/profiles/deviceProfiles/${thermostat}/alarm-rules`);
    t.equal(res.statusCode, 200);
    t.match(res.body, /name="profileData.alarms.0.alarmType" value="High Temperature"/);
    t.match(res.body, /name="profileData.alarms.0.createRules.MAJOR.condition.condition.1.key.key" value="temperature"/);
    t.match(res.body, /name="profileData.alarms.0.clearRule.condition.condition.0.predicate.operation"/);
    t.match(res.body, /aria-current="page">Alarm rules \(2\)</, 'the tab is marked');
    const details = await tenant.get(`/profiles/deviceProfiles/${thermostat}`);
    t.match(details.body, `href="/profiles/deviceProfiles/${thermostat}/alarm-rules"`, 'the details link the tab');
  });

  t.test('without JavaScript the groups grow and shrink, the input kept', async (t) => {
    const added = await tenant.postForm(page, { _op: 'add-alarm' });
    t.equal(added.statusCode, 200);
    t.match(added.body, /name="profileData.alarms.0.alarmType" value=""/);
    t.match(added.body, /name="profileData.alarms.0.createRules.CRITICAL.condition.condition.0.key.key"/, 'a new alarm starts with a create rule and a condition');
    const more = await tenant.postForm(page, { ...alarmForm(), _op: `add-condition:${MAJOR}` });
    t.match(more.body, /name="profileData.alarms.0.createRules.MAJOR.condition.condition.1.key.key" value=""/);
    t.match(more.body, /name="profileData.alarms.0.createRules.MAJOR.condition.condition.0.key.key" value="temperature"/);
    t.match(more.body, /value="High temperature"/);
    const fewer = await tenant.postForm(page, { ...alarmForm(), _op: `remove-condition:${C0}` });
    t.notMatch(fewer.body, /condition.condition.0.key.key/);
    const rule = await tenant.postForm(page, { ...alarmForm(), _op: `add-create-rule:${A}` });
    t.match(rule.body, /name="profileData.alarms.0.createRules.CRITICAL.severity"/, 'the next free severity');
    const clear = await tenant.postForm(page, { ...alarmForm(), _op: `add-clear-rule:${A}` });
    t.match(clear.body, /name="profileData.alarms.0.clearRule.condition.condition.0.key.key"/);
    const duration = await tenant.postForm(page, { ...alarmForm({ [`${MAJOR}.condition.spec.type`]: 'DURATION', [`${MAJOR}.schedule.type`]: 'CUSTOM' }), _op: `refresh:${MAJOR}` });
    t.match(duration.body, /name="profileData.alarms.0.createRules.MAJOR.condition.spec.unit"/, 'the duration unit shows for a duration');
    t.match(duration.body, /name="profileData.alarms.0.createRules.MAJOR.schedule.items.6.enabled"/, 'a custom schedule shows the weekdays');
    t.same(await alarms(), null, 'nothing saved by the edits');
  });

  t.test('the edit buttons swap only their group with htmx', async (t) => {
    const res = await tenant.get(page);
    t.match(res.body, /value="add-alarm"/);
    t.match(res.body, /hx-select="#alarm-list"/);
  });

  t.test('a simple condition at any time round trips', async (t) => {
    const res = await tenant.postForm(page, alarmForm());
    t.equal(res.statusCode, 303);
    t.same(await alarms(), [
      {
        id: 'alarm-1',
        alarmType: 'High temperature',
        createRules: {
          MAJOR: {
            condition: {
              condition: [{ key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC', value: null, predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 30, userValue: null, dynamicValue: null } } }],
              spec: { type: 'SIMPLE' },
            },
            schedule: null,
            alarmDetails: 'Temperature is ${temperature}',
            dashboardId: null,
          },
        },
        clearRule: null,
        propagate: false,
        propagateRelationTypes: null,
      },
    ]);
    const again = await tenant.get(page);
    t.match(again.body, /name="profileData.alarms.0.createRules.MAJOR.condition.condition.0.predicate.value.defaultValue" value="30"/);
  });

  t.test('duration, repeating, a specific-time and a custom schedule, a clear rule, propagation, a dynamic value', async (t) => {
    const CRIT = `${A}.createRules.CRITICAL`;
    const CLEAR = `${A}.clearRule`;
    const res = await tenant.postForm(page, alarmForm({
      [`${MAJOR}.condition.spec.type`]: 'DURATION',
      [`${MAJOR}.condition.spec.unit`]: 'MINUTES',
      [`${MAJOR}.condition.spec.predicate.defaultValue`]: '5',
      [`${MAJOR}.schedule.type`]: 'SPECIFIC_TIME',
      [`${MAJOR}.schedule.timezone`]: 'Europe/Berlin',
      [`${MAJOR}.schedule.daysOfWeek`]: '1',
      [`${MAJOR}.schedule.startsOn`]: '08:30',
      [`${MAJOR}.schedule.endsOn`]: '17:00',
      [`${C0}.predicate.value.dynamicValue.sourceType`]: 'CURRENT_DEVICE',
      [`${C0}.predicate.value.dynamicValue.sourceAttribute`]: 'threshold',
      [`${CRIT}.severity`]: 'CRITICAL',
      [`${CRIT}.condition.condition.0.key.type`]: 'ATTRIBUTE',
      [`${CRIT}.condition.condition.0.key.key`]: 'mode',
      [`${CRIT}.condition.condition.0.valueType`]: 'STRING',
      [`${CRIT}.condition.condition.0.predicate.operation`]: 'STARTS_WITH',
      [`${CRIT}.condition.condition.0.predicate.value.defaultValue`]: 'over',
      [`${CRIT}.condition.condition.0.predicate.ignoreCase`]: 'true',
      [`${CRIT}.condition.spec.type`]: 'REPEATING',
      [`${CRIT}.condition.spec.predicate.defaultValue`]: '3',
      [`${CRIT}.schedule.type`]: 'CUSTOM',
      [`${CRIT}.schedule.timezone`]: 'UTC',
      [`${CRIT}.schedule.items.0.enabled`]: 'true',
      [`${CRIT}.schedule.items.0.startsOn`]: '00:00',
      [`${CRIT}.schedule.items.0.endsOn`]: '12:00',
      [`${CLEAR}.condition.condition.0.key.type`]: 'TIME_SERIES',
      [`${CLEAR}.condition.condition.0.key.key`]: 'temperature',
      [`${CLEAR}.condition.condition.0.valueType`]: 'NUMERIC',
      [`${CLEAR}.condition.condition.0.predicate.operation`]: 'LESS_OR_EQUAL',
      [`${CLEAR}.condition.condition.0.predicate.value.defaultValue`]: '25.5',
      [`${CLEAR}.condition.spec.type`]: 'SIMPLE',
      [`${CLEAR}.schedule.type`]: 'ANY_TIME',
      [`${A}.propagate`]: 'true',
      [`${A}.propagateRelationTypes`]: 'Contains, Manages',
    }));
    t.equal(res.statusCode, 303);
    const [alarm] = await alarms();
    t.same(alarm.createRules.MAJOR.condition.spec, { type: 'DURATION', unit: 'MINUTES', predicate: { defaultValue: 5, userValue: null, dynamicValue: null } });
    t.same(alarm.createRules.MAJOR.schedule, { type: 'SPECIFIC_TIME', timezone: 'Europe/Berlin', daysOfWeek: [1], startsOn: 30600000, endsOn: 61200000 });
    t.same(alarm.createRules.MAJOR.condition.condition[0].predicate.value.dynamicValue, { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'threshold', inherit: false });
    t.same(alarm.createRules.CRITICAL.condition.spec, { type: 'REPEATING', predicate: { defaultValue: 3, userValue: null, dynamicValue: null } });
    t.same(alarm.createRules.CRITICAL.condition.condition[0].predicate, { type: 'STRING', operation: 'STARTS_WITH', ignoreCase: true, value: { defaultValue: 'over', userValue: null, dynamicValue: null } });
    t.equal(alarm.createRules.CRITICAL.schedule.type, 'CUSTOM');
    t.same(alarm.createRules.CRITICAL.schedule.items[0], { enabled: true, dayOfWeek: 1, startsOn: 0, endsOn: 43200000 });
    t.same(alarm.createRules.CRITICAL.schedule.items[6], { enabled: false, dayOfWeek: 7, startsOn: 0, endsOn: 0 });
    t.equal(alarm.clearRule.condition.condition[0].predicate.value.defaultValue, 25.5);
    t.equal(alarm.propagate, true);
    t.same(alarm.propagateRelationTypes, ['Contains', 'Manages']);
    const shown = await tenant.get(page);
    t.match(shown.body, /name="profileData.alarms.0.createRules.MAJOR.schedule.startsOn" value="08:30"/, 'the form shows what was stored');
    const monday = /<input type="checkbox"[^>]*name="profileData.alarms.0.createRules.MAJOR.schedule.daysOfWeek"[^>]*value="1"[^>]*>/.exec(shown.body)?.[0] ?? '';
    t.match(monday, /checked=""/, 'Monday stays checked');
  });

  t.test('the validators: a rule needs a condition, an alarm a type and a create rule, each field its own rule', async (t) => {
    const before = await alarms();
    const noCondition = alarmForm();
    for (const key of Object.keys(noCondition)) if (key.startsWith(C0)) delete noCondition[key];
    const a = await tenant.postForm(page, noCondition);
    t.equal(a.statusCode, 400);
    t.match(a.body, /Every alarm rule needs at least one condition/);
    const b = await tenant.postForm(page, { [`${A}.id`]: 'x', [`${A}.alarmType`]: '' });
    t.match(b.body, /Alarm type is required/);
    t.match(b.body, /An alarm needs at least one create rule/);
    const c2 = await tenant.postForm(page, alarmForm({ [`${A}.id`]: '', [`${C0}.predicate.value.defaultValue`]: 'hot', [`${C0}.key.key`]: '', [`${MAJOR}.condition.spec.type`]: 'DURATION', [`${MAJOR}.condition.spec.predicate.defaultValue`]: '0', [`${MAJOR}.schedule.type`]: 'SPECIFIC_TIME', [`${MAJOR}.schedule.timezone`]: 'Mars/Olympus', [`${MAJOR}.schedule.startsOn`]: '25:00' }));
    t.equal(c2.statusCode, 400);
    for (const message of ['Every alarm needs an id', 'Key name is required', 'A number is required', 'duration', 'Not a known time zone', 'Choose at least one day', 'A time is required']) t.match(c2.body, message);
    t.match(c2.body, /value="hot"/, 'the input is kept');
    const bool = await tenant.postForm(page, alarmForm({ [`${C0}.valueType`]: 'BOOLEAN', [`${C0}.predicate.operation`]: 'GREATER', [`${C0}.predicate.value.defaultValue`]: 'yes' }));
    t.match(bool.body, /This operation does not apply to the value type/);
    t.match(bool.body, /true or false/);
    t.same(await alarms(), before, 'nothing saved');
  });

  t.test('removing every alarm stores none', async (t) => {
    const res = await tenant.postForm(page, {});
    t.equal(res.statusCode, 303);
    t.same(await alarms(), null);
  });

  t.test('a complex predicate the form does not edit is kept as it was', async (t) => {
    const complex = { type: 'COMPLEX', operation: 'OR', predicates: [{ type: 'NUMERIC', operation: 'LESS', value: { defaultValue: 0, userValue: null, dynamicValue: null } }, { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 50, userValue: null, dynamicValue: null } }] };
    const alarm = { id: 'c', alarmType: 'Out of range', createRules: { MINOR: { condition: { condition: [{ key: { type: 'TIME_SERIES', key: 't' }, valueType: 'NUMERIC', value: null, predicate: complex }], spec: { type: 'SIMPLE' } }, schedule: null, alarmDetails: null, dashboardId: null } }, clearRule: null, propagate: false, propagateRelationTypes: null };
    const made = await platform.post('/api/deviceProfile', { name: 'complex', type: 'DEFAULT', transportType: 'DEFAULT', profileData: { alarms: [alarm] } });
    const path = `/profiles/deviceProfiles/${made.body.id.id}/alarm-rules`;
    const shown = await tenant.get(path);
    t.match(shown.body, /combines several checks/);
    const hidden = /name="profileData.alarms.0.createRules.MINOR.condition.condition.0.predicate.complex" value="([^"]*)"/.exec(shown.body)?.[1] ?? '';
    const unescape = (v: string) => v.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    const form: Record<string, string> = {
      [`${A}.id`]: 'c',
      [`${A}.alarmType`]: 'Out of range',
      'profileData.alarms.0.createRules.MINOR.severity': 'MINOR',
      'profileData.alarms.0.createRules.MINOR.condition.condition.0.key.type': 'TIME_SERIES',
      'profileData.alarms.0.createRules.MINOR.condition.condition.0.key.key': 't',
      'profileData.alarms.0.createRules.MINOR.condition.condition.0.valueType': 'NUMERIC',
      'profileData.alarms.0.createRules.MINOR.condition.condition.0.predicate.complex': unescape(hidden),
      'profileData.alarms.0.createRules.MINOR.condition.spec.type': 'SIMPLE',
      'profileData.alarms.0.createRules.MINOR.schedule.type': 'ANY_TIME',
    };
    const broken = await tenant.postForm(path, { ...form, 'profileData.alarms.0.createRules.MINOR.condition.condition.0.predicate.complex': '{"type":' });
    t.equal(broken.statusCode, 400, 'a tampered predicate is refused, not a crash');
    t.equal((await tenant.postForm(path, form)).statusCode, 303);
    const stored = await platform.get(`/api/deviceProfile/${made.body.id.id}`);
    t.same(stored.profileData.alarms[0].createRules.MINOR.condition.condition[0].predicate, complex);
  });

  t.test('hostile field names do not reach the draft', async (t) => {
    const res = await tenant.postForm(page, { ...alarmForm(), 'profileData.alarms.__proto__.polluted': 'yes', 'profileData.alarms.0.createRules.constructor.severity': 'x' });
    t.equal(res.statusCode, 303);
    t.equal(({} as Record<string, unknown>).polluted, undefined);
  });
});
