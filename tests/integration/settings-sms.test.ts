import t from 'tap';
import { SYSADMIN } from '../helpers/console.ts';
import { settingsConsole } from '../helpers/settings.ts';
import { readOutbox } from '../helpers/emulator.ts';
import { dialogTitle, fieldError, formError, toast } from '../helpers/entity-html.ts';

const TWILIO = { 'jsonValue.type': 'TWILIO', 'jsonValue.numberFrom': '+15550001111', 'jsonValue.accountSid': 'AC123', 'jsonValue.accountToken': 'token-1' };

t.test('SMS provider settings and the test SMS dialog', async (t) => {
  const { c, platform: sysadmin, signedIn } = await settingsConsole(t, SYSADMIN);
  const smsPosts = () => c.platform.calls.filter((x) => x.method === 'POST' && x.path.startsWith('/api/admin/settings')).length;

  t.test('the type picks the fields; show-fields keeps the input without saving', async (t) => {
    const client = await signedIn();
    const page = await client.get('/settings/sms-provider');
    t.equal(page.statusCode, 200);
    t.match(page.body, /name="jsonValue.accessKeyId"/, 'Amazon SNS until another is chosen');
    const before = smsPosts();
    const twilio = await client.postForm('/settings/sms-provider', { 'jsonValue.type': 'TWILIO', _search: 'jsonValue.type' });
    t.equal(twilio.statusCode, 200);
    t.match(twilio.body, /name="jsonValue.accountSid"/);
    t.notMatch(twilio.body, /name="jsonValue.accessKeyId"/);
    const smpp = await client.postForm('/settings/sms-provider', { 'jsonValue.type': 'SMPP', _search: 'jsonValue.type' });
    for (const name of ['protocolVersion', 'host', 'port', 'systemId', 'password', 'bindType', 'sourceTon', 'codingScheme']) t.match(smpp.body, `name="jsonValue.${name}"`);
    t.equal(smsPosts(), before);
  });

  t.test("each provider's validators", async (t) => {
    const client = await signedIn();
    const aws = await client.postForm('/settings/sms-provider', { 'jsonValue.type': 'AWS_SNS', 'jsonValue.accessKeyId': '', 'jsonValue.secretAccessKey': 'kept', 'jsonValue.region': '' });
    t.equal(aws.statusCode, 400);
    t.equal(fieldError(aws.body, 'jsonValue.accessKeyId'), 'AWS access key ID is required.');
    t.equal(fieldError(aws.body, 'jsonValue.region'), 'AWS region is required.');
    t.match(aws.body, /name="jsonValue.secretAccessKey"[^>]*value="kept"/);
    const twilio = await client.postForm('/settings/sms-provider', { ...TWILIO, 'jsonValue.numberFrom': '5550001111', 'jsonValue.accountToken': '' });
    t.equal(fieldError(twilio.body, 'jsonValue.numberFrom'), 'A phone number in E.164 format (+19995550123), or a Twilio service SID starting MG or PN.');
    t.equal(fieldError(twilio.body, 'jsonValue.accountToken'), 'Twilio account token is required.');
    const smpp = await client.postForm('/settings/sms-provider', { 'jsonValue.type': 'SMPP', 'jsonValue.protocolVersion': '3.4', 'jsonValue.host': '', 'jsonValue.port': '70000', 'jsonValue.systemId': 's', 'jsonValue.password': 'p', 'jsonValue.sourceTon': '256' });
    t.equal(fieldError(smpp.body, 'jsonValue.host'), 'SMPP host is required.');
    t.equal(fieldError(smpp.body, 'jsonValue.port'), 'The proxy port must be from 1 to 65535.');
    t.equal(fieldError(smpp.body, 'jsonValue.sourceTon'), 'A whole number from 0 to 255.');
    const noType = await client.postForm('/settings/sms-provider', { 'jsonValue.type': 'CARRIER_PIGEON' });
    t.equal(fieldError(noType.body, 'jsonValue.type'), 'SMS provider type is required.');
  });

  t.test('saved with only the chosen provider’s members', async (t) => {
    const client = await signedIn();
    t.equal((await client.postForm('/settings/sms-provider', { 'jsonValue.type': 'AWS_SNS', 'jsonValue.accessKeyId': 'AK', 'jsonValue.secretAccessKey': 'SK', 'jsonValue.region': 'eu-west-1' })).statusCode, 303);
    t.equal((await client.postForm('/settings/sms-provider', TWILIO)).statusCode, 303);
    t.match(toast((await client.get('/settings/sms-provider')).body), 'Settings saved');
    t.same((await sysadmin.get('/api/admin/settings/sms')).body.jsonValue, { type: 'TWILIO', numberFrom: '+15550001111', accountSid: 'AC123', accountToken: 'token-1' });
    const page = await client.get('/settings/sms-provider');
    t.match(page.body, /<option value="TWILIO" selected="">Twilio<\/option>/);
  });

  t.test('the test SMS dialog has its own address, checks its fields and sends through the platform', async (t) => {
    const client = await signedIn();
    const page = await client.get('/settings/sms-provider');
    t.match(page.body, /<a class="button" href="\/settings\/sms-provider\?dialog=test-sms">Send test SMS<\/a>/);
    const open = await client.get('/settings/sms-provider?dialog=test-sms');
    t.equal(open.statusCode, 200);
    t.equal(dialogTitle(open.body), 'Send test SMS');
    t.match(open.body, /<form id="dialog-test-sms-form"[^>]* action="\/settings\/sms-provider\?dialog=test-sms" method="post">/);

    const bad = await client.postForm('/settings/sms-provider?dialog=test-sms', { numberTo: '0049 170 1234', message: 'x'.repeat(1601) });
    t.equal(bad.statusCode, 400);
    t.equal(dialogTitle(bad.body), 'Send test SMS');
    t.equal(fieldError(bad.body, 'numberTo'), 'Invalid phone number: use the E.164 format, e.g. +19995550123.');
    t.equal(fieldError(bad.body, 'message'), 'The message must be at most 1600 characters.');
    t.match(bad.body, /name="numberTo"[^>]*value="0049 170 1234"/);
    const empty = await client.postForm('/settings/sms-provider?dialog=test-sms', { numberTo: '', message: '' });
    t.equal(fieldError(empty.body, 'numberTo'), 'Phone number to is required.');
    t.equal(fieldError(empty.body, 'message'), 'SMS message is required.');

    const sent = await client.postForm('/settings/sms-provider?dialog=test-sms', { numberTo: '+4917012345678', message: 'Hello from the console' });
    t.equal(sent.statusCode, 303);
    t.equal(sent.headers.location, '/settings/sms-provider');
    t.match(toast((await client.get('/settings/sms-provider')).body), 'Test SMS sent');
    const [sms] = await readOutbox(c.emulator.url, '+4917012345678');
    t.match(sms, { channel: 'SMS', to: '+4917012345678', body: 'Hello from the console' });
  });

  t.test('the platform refusing the test SMS shows in the dialog, input kept', async (t) => {
    const client = await signedIn();
    c.platform.script('POST', '/api/admin/settings/testSms', { status: 400, body: { status: 400, message: 'Unsupported SMS provider configuration', errorCode: 31, timestamp: 0 } });
    t.teardown(() => c.platform.clear());
    const res = await client.postForm('/settings/sms-provider?dialog=test-sms', { numberTo: '+4917012345678', message: 'kept text' });
    t.equal(res.statusCode, 400);
    t.equal(dialogTitle(res.body), 'Send test SMS');
    t.match(formError(res.body), 'Unsupported SMS provider configuration');
    t.match(res.body, />kept text<\/textarea>/);
  });
});
