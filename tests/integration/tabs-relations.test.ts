import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A } from '../helpers/console.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { dialogHtml, dialogTitle, element, formError, toast, unescape } from '../helpers/entity-html.ts';

/** The rows of the relations table: type, other end's type and name. */
function rows(html: string): string[][] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td>/g)].map((m) => [m[1], m[2], m[3]].map(unescape));
}

t.test('the relations tab: FROM and TO, add to several entities, edit the additional info, delete', async (t) => {
  const c = await startConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const building = await f.asset('Building', { customerId: f.customerA });
  const [floor1, floor2, other] = [await f.asset('Floor 1'), await f.asset('Floor 2'), await f.asset('Outside', { customerId: f.customerB })];
  const tab = `/assets/${building}/relations`;
  const stored = async () => (await f.api.get(`/api/relations?fromId=${building}&fromType=ASSET`)).body as { to: { id: string }; type: string; additionalInfo: unknown }[];

  t.test('add: type defaults to Contains, the entities of a type offered with a search, several at once', async (t) => {
    t.same(rows((await tenant.get(tab)).body), []);
    const page = await tenant.get(`${tab}?dialog=add-relation`);
    t.equal(dialogTitle(page.body), 'Add relation');
    t.ok(element(page.body, 'input', { name: 'type', value: 'Contains' }));
    t.ok(element(page.body, 'option', { value: 'Contains' }), 'type suggestions');
    const searched = await tenant.postForm(`${tab}?dialog=add-relation`, { type: 'Contains', targetType: 'ASSET', targetSearch: 'Floor', _search: 'targets' });
    t.equal(searched.statusCode, 200);
    t.ok(element(searched.body, 'input', { name: 'targetIds', value: floor1 }));
    t.ok(element(searched.body, 'input', { name: 'targetIds', value: floor2 }));
    t.notOk(element(searched.body, 'input', { name: 'targetIds', value: building }), 'not the entity itself');
    const none = await tenant.postForm(`${tab}?dialog=add-relation`, { type: '', targetType: 'ASSET', additionalInfo: '{bad' });
    t.equal(none.statusCode, 400);
    const dialog = unescape(dialogHtml(none.body));
    t.match(dialog, /Relation type is required\./);
    t.match(dialog, /Choose at least one entity\./);
    t.match(dialog, /JSON value has an invalid format\./);
    t.match(dialog, /name="type"[^>]*value=""/, 'the input kept');
    const long = await tenant.postForm(`${tab}?dialog=add-relation`, { type: 'x'.repeat(256), targetType: 'ASSET', targetIds: [floor1] });
    t.equal(long.statusCode, 400);
    t.match(unescape(dialogHtml(long.body)), /Relation type must be at most 255 characters\./, 'at most 255 characters');
    t.equal((await stored()).length, 0, 'nothing saved');
    const res = await tenant.postForm(`${tab}?dialog=add-relation`, { type: 'Contains', targetType: 'ASSET', targetIds: [floor1, floor2], additionalInfo: '{"level": 1}' });
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, tab);
    t.same((await stored()).map((r) => [r.type, r.to.id, r.additionalInfo]).sort(), [['Contains', floor1, { level: 1 }], ['Contains', floor2, { level: 1 }]].sort());
    const list = await tenant.get(tab);
    t.equal(toast(list.body), 'Relations added: 2');
    t.same(rows(list.body), [['Contains', 'Asset', 'Floor 1'], ['Contains', 'Asset', 'Floor 2']]);
    t.same(rows((await tenant.get(`${tab}?property=otherName&direction=DESC`)).body).map((r) => r[2]), ['Floor 2', 'Floor 1'], 'sorted by name');
  });

  t.test('the other direction: the floor lists the building TO it', async (t) => {
    const page = await tenant.get(`/assets/${floor1}/relations?relationDirection=TO`);
    t.same(rows(page.body), [['Contains', 'Asset', 'Building']]);
    t.match(page.body, /From entity name/);
    t.same(rows((await tenant.get(`/assets/${floor1}/relations`)).body), [], 'nothing FROM the floor');
  });

  t.test('edit: the type fixed, the additional info as JSON', async (t) => {
    const at = `${tab}?dialog=edit-relation&relationType=Contains&entityType=ASSET&entityId=${floor1}`;
    const page = await tenant.get(at);
    t.equal(dialogTitle(page.body), 'Edit relation');
    t.match(dialogHtml(page.body), /<input[^>]*name="type"[^>]*readOnly=""|<input[^>]*readOnly=""[^>]*name="type"/);
    t.equal((await tenant.postForm(at, { additionalInfo: 'nope' })).statusCode, 400);
    t.equal((await tenant.postForm(at, { additionalInfo: '{"level": 7}' })).statusCode, 303);
    t.same((await stored()).find((r) => r.to.id === floor1)?.additionalInfo, { level: 7 });
    t.equal((await tenant.get(`${tab}?dialog=edit-relation&relationType=Manages&entityType=ASSET&entityId=${floor1}`)).statusCode, 404, 'a relation that is not there');
  });

  t.test('delete: confirm, then gone', async (t) => {
    const at = `${tab}?dialog=delete-relation&relationType=Contains&entityType=ASSET&entityId=${floor2}`;
    t.equal(dialogTitle((await tenant.get(at)).body), 'Delete the relation?');
    t.equal((await tenant.postForm(at, {})).statusCode, 303);
    t.same((await stored()).map((r) => r.to.id), [floor1]);
  });

  t.test('a customer user may not relate its asset to another customer\'s: the platform\'s refusal on the form', async (t) => {
    const customer = c.client();
    await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    t.equal((await customer.get(tab)).statusCode, 200);
    const res = await customer.postForm(`${tab}?dialog=add-relation`, { type: 'Contains', targetType: 'ASSET', targetIds: [other] });
    t.ok(res.statusCode === 403 || (res.statusCode >= 400 && formError(res.body)), `refused (${res.statusCode})`);
    t.notOk((await stored()).some((r) => r.to.id === other));
    t.equal((await customer.get(`/assets/${other}/relations`)).statusCode, 403);
  });
});
