import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { dialogTitle, fieldError, formError, toast, unescape } from '../helpers/entity-html.ts';
import { platformAs, profileId } from '../helpers/profile-platform.ts';

const DP = '/profiles/deviceProfiles';
const T = 'profileData.transportConfiguration';
const O = `${T}.observeAttr`;
const S = `${T}.clientLwM2mSettings`;
const RESOURCE = '/3_1.2/0/9';
const dialog = (id: string, target: string) => `${DP}/${id}?dialog=observe-attributes&target=${encodeURIComponent(target)}`;

// The LwM2M write attributes (observeAttr.attributeLwm2m: pmin, pmax, gt, lt, st) per object, instance and resource:
// a dialog at its own address over the profile's details, as upstream's "edit attributes".
t.test('LwM2M observe attributes are edited in a dialog per object, instance and resource', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const platform = await platformAs(c, TENANT.username, TENANT.password);
  const created = await tenant.postForm(`${DP}?dialog=add`, {
    name: 'lwm2m attrs',
    type: 'DEFAULT',
    transportType: 'LWM2M',
    provisionType: 'DISABLED',
    [`${S}.clientOnlyObserveAfterConnect`]: '1',
    [`${S}.fwUpdateStrategy`]: '1',
    [`${S}.swUpdateStrategy`]: '1',
    [`${S}.powerMode`]: 'DRX',
    [`${O}.objects`]: '3_1.2',
    [`${O}.telemetry`]: RESOURCE,
    [`${O}.observe`]: RESOURCE,
    [`${O}.keyName.${RESOURCE}`]: 'battery',
  });
  t.equal(created.statusCode, 303);
  const id = await profileId(platform, 'device', 'lwm2m attrs');
  const observeAttr = async () => (await platform.get(`/api/deviceProfile/${id}`)).profileData.transportConfiguration.observeAttr;

  t.test('the details link each object, instance and resource to its dialog; the add dialog has none', async (t) => {
    const page = await tenant.get(`${DP}/${id}`);
    for (const target of ['/3_1.2', '/3_1.2/0', RESOURCE]) {
      t.match(unescape(page.body), `href="${dialog(id, target).replace(/&/g, '&')}"`, `a link to ${target}`);
    }
    t.match(page.body, /aria-label="Edit attributes: Battery Level \(0\/9\)"[^>]*>|title="Edit attributes: Battery Level \(0\/9\)"/, 'the icon link is named by its tooltip');
    t.match(page.body, /No attributes set/);
    const add = await tenant.postForm(`${DP}?dialog=add`, { name: 'x', type: 'DEFAULT', transportType: 'LWM2M', provisionType: 'DISABLED', [`${O}.objects`]: '3_1.2', _op: `refresh:${O}` });
    t.notMatch(add.body, 'dialog=observe-attributes', 'a profile not saved yet has no attributes dialogs');
  });

  t.test('the dialog shows the five attributes; pmin and pmax whole numbers from 0, the others numbers', async (t) => {
    const open = await tenant.get(dialog(id, RESOURCE));
    t.equal(open.statusCode, 200);
    t.equal(dialogTitle(open.body), `Edit attributes: ${RESOURCE}`);
    for (const [name, label] of [['pmin', 'Minimum period'], ['pmax', 'Maximum period'], ['gt', 'Greater than'], ['lt', 'Less than'], ['st', 'Step']]) {
      t.match(open.body, new RegExp(`<label for="[^"]*">${label}</label><input type="number"[^>]*name="${name}"`));
    }
    const bad = await tenant.postForm(dialog(id, RESOURCE), { target: RESOURCE, pmin: '-1', pmax: '2.5', gt: 'ten', lt: '', st: '' });
    t.equal(bad.statusCode, 400);
    t.equal(fieldError(bad.body, 'pmin'), 'Attribute value must be a whole number of at least 0.');
    t.equal(fieldError(bad.body, 'pmax'), 'Attribute value must be a whole number of at least 0.');
    t.equal(fieldError(bad.body, 'gt'), 'Attribute value must be a number.');
    t.match(bad.body, /value="ten"/, 'the input is kept');
    t.same((await observeAttr()).attributeLwm2m, {}, 'nothing saved');
  });

  t.test('saved onto the profile by the target path; emptied fields remove their attribute', async (t) => {
    const saved = await tenant.postForm(dialog(id, RESOURCE), { target: RESOURCE, pmin: '10', pmax: '60', gt: '', lt: '-2.5', st: '1' });
    t.equal(saved.statusCode, 303);
    t.equal(saved.headers.location, `${DP}/${id}`);
    const after = await tenant.get(String(saved.headers.location));
    t.match(toast(after.body), /saved/i);
    t.same((await observeAttr()).attributeLwm2m, { [RESOURCE]: { pmin: 10, pmax: 60, lt: -2.5, st: 1 } });
    t.match(after.body, 'pmin=10, pmax=60, lt=-2.5, st=1', 'the details show what is set');
    t.equal((await tenant.postForm(dialog(id, '/3_1.2'), { target: '/3_1.2', pmax: '300' })).statusCode, 303);
    const reopened = await tenant.get(dialog(id, RESOURCE));
    t.match(reopened.body, /name="pmin" value="10"|value="10"[^>]*name="pmin"/, 'the dialog shows the stored values');
    t.equal((await tenant.postForm(dialog(id, RESOURCE), { target: RESOURCE, pmin: '', pmax: '', gt: '', lt: '', st: '' })).statusCode, 303);
    t.same((await observeAttr()).attributeLwm2m, { '/3_1.2': { pmax: 300 } }, 'the resource has none left; the object keeps its own');
    t.equal((await observeAttr()).keyName[RESOURCE], 'battery', 'the rest of observeAttr is kept');
  });

  t.test('the details form keeps the attributes when it is saved', async (t) => {
    const form = await tenant.get(`${DP}/${id}?edit=true`);
    const hidden = /name="profileData.transportConfiguration.observeAttr.attributeLwm2m" value="([^"]*)"/.exec(form.body)?.[1];
    t.same(JSON.parse(unescape(hidden ?? '{}')), { '/3_1.2': { pmax: 300 } });
  });

  t.test('a target outside the chosen objects, or a profile of another transport, offers nothing to save', async (t) => {
    const unknown = await tenant.get(dialog(id, '/5_1.0/0/1'));
    t.equal(unknown.statusCode, 200);
    t.equal(formError(unknown.body), "This object, instance or resource is not among the profile's LwM2M objects.");
    t.notMatch(unknown.body, /name="pmin"/);
    const posted = await tenant.postForm(dialog(id, '/5_1.0/0/1'), { target: '/5_1.0/0/1', pmin: '1' });
    t.equal(posted.statusCode, 404);
    t.same((await observeAttr()).attributeLwm2m, { '/3_1.2': { pmax: 300 } });
    t.equal((await tenant.get(`${DP}/${id}?dialog=observe-attributes&target=nonsense`)).statusCode, 200);
  });
});
