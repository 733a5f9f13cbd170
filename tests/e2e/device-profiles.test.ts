import t from 'tap';
import type { Page } from 'puppeteer-core';
import { screenshot } from '../helpers/browser.ts';
import { tenantDesktopPage } from './desktop-page.ts';

const LIMIT = { timeout: 20000 };
const A = 'profileData.alarms.0';
const RULE = `${A}.createRules.CRITICAL`;
const C0 = `${RULE}.condition.condition.0`;

const field = (name: string) => `[name="${name}"]`;
const valueOf = (page: Page, name: string) => page.$eval(field(name), (e) => (e as HTMLInputElement).value);

/** Both widths the team checks: desktop and a narrow phone. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewport({ width: 1280, height: 800 });
  await screenshot(page, `${name}-1280`);
  await page.setViewport({ width: 400, height: 800 });
  // The menu slides out of the way below the small breakpoint: wait until it has.
  await page.waitForFunction(() => document.querySelector('#side-nav')!.getBoundingClientRect().right <= 0, LIMIT);
  await screenshot(page, `${name}-400`);
  await page.setViewport({ width: 1280, height: 800 });
}

async function typeInto(page: Page, name: string, text: string): Promise<void> {
  await page.$eval(field(name), (e) => ((e as HTMLInputElement).value = ''));
  await page.type(field(name), text);
}

t.test('the tenant creates an MQTT device profile with a duration alarm on a schedule and sees it again after a reload', async (t) => {
  const { c, page } = await tenantDesktopPage(t, '/profiles/deviceProfiles');
  await page.waitForSelector('table.entity-table', LIMIT);
  await shoot(page, 'device-profiles-list');

  // The add dialog, and the MQTT settings shown for the chosen transport (htmx swaps the page region).
  await page.goto(`${c.origin}/profiles/deviceProfiles?dialog=add`);
  await page.waitForSelector('dialog[open] [name="name"]', LIMIT);
  await page.type(field('name'), 'Greenhouse sensors');
  // The add dialog is a stepper: Next posts the form and shows the transport step, the details kept.
  await page.click('button[name="_step"][value="device-profile.transport-configuration"]');
  await page.waitForSelector(field('transportType'), { ...LIMIT, visible: true });
  await page.select(field('transportType'), 'MQTT');
  await page.click('button[name="_search"][value="transportType"]');
  await page.waitForSelector(field('profileData.transportConfiguration.deviceTelemetryTopic'), { ...LIMIT, visible: true });
  t.equal(await valueOf(page, 'name'), 'Greenhouse sensors', 'the input is kept');
  await typeInto(page, 'profileData.transportConfiguration.deviceTelemetryTopic', 'greenhouse/+/telemetry');
  await typeInto(page, 'profileData.transportConfiguration.deviceAttributesTopic', 'greenhouse/+/attributes');
  await page.select(field('profileData.transportConfiguration.transportPayloadTypeConfiguration.transportPayloadType'), 'JSON');
  await page.click(field('profileData.transportConfiguration.sendAckOnValidationException'));
  await shoot(page, 'device-profile-add-dialog');
  await page.click('button[name="_step"][value="device-profile.alarm-rules"]');
  await page.waitForSelector('button[name="_op"][value="add-alarm"]', { ...LIMIT, visible: true });
  await shoot(page, 'device-profile-add-alarm-rules-step');
  await page.click('button[name="_step"][value="device-profile.device-provisioning"]');
  await page.waitForSelector(field('provisionType'), { ...LIMIT, visible: true });
  await shoot(page, 'device-profile-add-provisioning-step');
  await page.click('#entity-dialog button.primary[type="submit"]');
  await page.waitForFunction(() => !document.querySelector('dialog[open] [name="name"]') && document.body.textContent!.includes('Greenhouse sensors'), LIMIT);

  const id = await page.$$eval('table.entity-table tbody tr', (rows) => {
    const row = rows.find((r) => r.textContent!.includes('Greenhouse sensors'));
    return row?.querySelector('input[name="ids"]')?.getAttribute('value') ?? '';
  });
  t.match(id, /^[0-9a-f-]{36}$/, 'the new profile is listed');

  // The alarm rules tab: add an alarm, make its rule a duration on a schedule, save.
  await page.goto(`${c.origin}/profiles/deviceProfiles/${id}/alarm-rules`);
  await page.click('button[name="_op"][value="add-alarm"]');
  await page.waitForSelector(field(`${A}.alarmType`), LIMIT);
  await page.type(field(`${A}.alarmType`), 'Too hot');
  await page.type(field(`${C0}.key.key`), 'temperature');
  await typeInto(page, `${C0}.predicate.value.defaultValue`, '35');
  await page.select(field(`${RULE}.condition.spec.type`), 'DURATION');
  await page.select(field(`${RULE}.schedule.type`), 'SPECIFIC_TIME');
  await page.click(`button[name="_op"][value="refresh:${RULE}"]`);
  await page.waitForSelector(field(`${RULE}.condition.spec.unit`), LIMIT);
  await page.waitForSelector(field(`${RULE}.schedule.startsOn`), LIMIT);
  t.equal(await valueOf(page, `${C0}.key.key`), 'temperature', 'the group came back with the input kept');
  await typeInto(page, `${RULE}.condition.spec.predicate.defaultValue`, '10');
  await page.select(field(`${RULE}.condition.spec.unit`), 'MINUTES');
  await typeInto(page, `${RULE}.schedule.timezone`, 'Europe/Berlin');
  await page.click(`${field(`${RULE}.schedule.daysOfWeek`)}[value="1"]`);
  await page.click(`${field(`${RULE}.schedule.daysOfWeek`)}[value="5"]`);
  await page.$eval(field(`${RULE}.schedule.startsOn`), (e) => ((e as HTMLInputElement).value = '08:00'));
  await page.$eval(field(`${RULE}.schedule.endsOn`), (e) => ((e as HTMLInputElement).value = '18:30'));
  await shoot(page, 'device-profile-alarm-rules');
  await page.click('.alarm-rules-form .form-actions button.primary');
  await page.waitForFunction(() => document.querySelector('#toasts')?.textContent?.trim(), LIMIT);

  // A reload shows what the platform stored.
  await page.reload();
  await page.waitForSelector(field(`${A}.alarmType`), LIMIT);
  t.equal(await valueOf(page, `${A}.alarmType`), 'Too hot');
  t.equal(await valueOf(page, `${C0}.key.key`), 'temperature');
  t.equal(await valueOf(page, `${C0}.predicate.value.defaultValue`), '35');
  t.equal(await valueOf(page, `${RULE}.condition.spec.type`), 'DURATION');
  t.equal(await valueOf(page, `${RULE}.condition.spec.predicate.defaultValue`), '10');
  t.equal(await valueOf(page, `${RULE}.condition.spec.unit`), 'MINUTES');
  t.equal(await valueOf(page, `${RULE}.schedule.type`), 'SPECIFIC_TIME');
  t.equal(await valueOf(page, `${RULE}.schedule.timezone`), 'Europe/Berlin');
  t.equal(await valueOf(page, `${RULE}.schedule.startsOn`), '08:00');
  t.equal(await valueOf(page, `${RULE}.schedule.endsOn`), '18:30');
  const days = await page.$$eval(`${field(`${RULE}.schedule.daysOfWeek`)}:checked`, (boxes) => boxes.map((b) => (b as HTMLInputElement).value));
  t.same(days, ['1', '5']);

  await page.goto(`${c.origin}/profiles/deviceProfiles/${id}?edit=true`);
  await page.waitForSelector(field('profileData.transportConfiguration.deviceTelemetryTopic'), LIMIT);
  t.equal(await valueOf(page, 'profileData.transportConfiguration.deviceTelemetryTopic'), 'greenhouse/+/telemetry');
  t.equal(await page.$eval(field('profileData.transportConfiguration.sendAckOnValidationException'), (e) => (e as HTMLInputElement).checked), true);
  await shoot(page, 'device-profile-details-edit');

  await page.goto(`${c.origin}/profiles/deviceProfiles?dialog=import`);
  await page.waitForSelector('dialog[open] input[type="file"]', LIMIT);
  await shoot(page, 'device-profile-import-dialog');
  await page.goto(`${c.origin}/profiles/deviceProfiles?dialog=set-default&ids=${id}`);
  await page.waitForSelector('dialog[open]', LIMIT);
  await shoot(page, 'device-profile-set-default-dialog');
  await page.goto(`${c.origin}/profiles/assetProfiles`);
  await page.waitForSelector('table.entity-table', LIMIT);
  await shoot(page, 'asset-profiles-list');

  // The SNMP and LwM2M transport steps: rows and object models added with the form's own buttons.
  const T = 'profileData.transportConfiguration';
  await page.goto(`${c.origin}/profiles/deviceProfiles?dialog=add`);
  await page.waitForSelector('dialog[open] [name="name"]', LIMIT);
  await page.type(field('name'), 'Switches');
  await page.click('button[name="_step"][value="device-profile.transport-configuration"]');
  await page.waitForSelector(field('transportType'), { ...LIMIT, visible: true });
  await page.select(field('transportType'), 'SNMP');
  await page.click('button[name="_search"][value="transportType"]');
  await page.waitForSelector(`button[name="_op"][value="add-config:${T}.communicationConfigs"]`, { ...LIMIT, visible: true });
  await page.click(`button[name="_op"][value="add-config:${T}.communicationConfigs"]`);
  await page.waitForSelector(field(`${T}.communicationConfigs.0.mappings.0.oid`), { ...LIMIT, visible: true });
  t.equal(await valueOf(page, 'name'), 'Switches', 'the details travel along');
  await shoot(page, 'device-profile-add-snmp');
  await page.select(field('transportType'), 'LWM2M');
  await page.click('button[name="_search"][value="transportType"]');
  await page.waitForSelector(`input[name="${T}.observeAttr.objects"][value="3_1.2"]`, { ...LIMIT, visible: true });
  await page.click(`input[name="${T}.observeAttr.objects"][value="3_1.2"]`);
  await page.click(`button[name="_op"][value="refresh:${T}.observeAttr"]`);
  await page.waitForSelector(`input[name="${T}.observeAttr.telemetry"][value="/3_1.2/0/9"]`, { ...LIMIT, visible: true });
  await shoot(page, 'device-profile-add-lwm2m');
});
