import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A } from '../helpers/console.ts';
import { session } from '../helpers/emulator.ts';

const LANG_COOKIE = 'floorboard_lang';
const htmlLang = (body: string) => /<html lang="([^"]+)" dir="([^"]+)"/.exec(body)?.slice(1, 3);

t.test('language choice and the remembered language cookie', async (t) => {
  const c = await startConsole(t);

  t.test('Accept-Language: exact, then base language, else en_US; the choice is remembered', async (t) => {
    const exact = c.client();
    const res = await exact.get('/login', { 'accept-language': 'de-DE,de;q=0.9' });
    t.same(htmlLang(res.body), ['de-DE', 'ltr']);
    const cookie = [res.headers['set-cookie']].flat().find((h) => h?.startsWith(`${LANG_COOKIE}=`));
    t.match(cookie, /^floorboard_lang=de_DE; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/, 'product-prefixed cookie, one year');
    const again = await exact.get('/login', { 'accept-language': 'de-DE' });
    t.notOk([again.headers['set-cookie']].flat().some((h) => h?.startsWith(`${LANG_COOKIE}=`)), 'not written again while unchanged');

    t.same(htmlLang((await c.client().get('/login', { 'accept-language': 'pt' })).body), ['pt-BR', 'ltr'], 'base language');
    t.same(htmlLang((await c.client().get('/login', { 'accept-language': 'sw-KE' })).body), ['en-US', 'ltr'], 'default');
  });

  t.test('the remembered choice wins over the browser; fa_IR is right to left', async (t) => {
    const client = c.client();
    client.jar.store(`${LANG_COOKIE}=fa_IR; Path=/`);
    const res = await client.get('/login', { 'accept-language': 'de-DE' });
    t.same(htmlLang(res.body), ['fa-IR', 'rtl']);
    client.jar.store(`${LANG_COOKIE}=xx_XX; Path=/`);
    const bogus = await client.get('/login', { 'accept-language': 'de-DE' });
    t.same(htmlLang(bogus.body), ['de-DE', 'ltr'], 'an unsupported cookie value is ignored and replaced');
    t.equal(client.jar.get(LANG_COOKIE), 'de_DE');
  });

  t.test("the user's preference wins, and stays for the sign-in page after logout", async (t) => {
    const api = await session(c.emulator.url, [CUSTOMER_A.username, CUSTOMER_A.password]);
    const user = (await api.get(`/api/user/${api.userId}`)).body;
    const saved = await api.post('/api/user?sendActivationMail=false', { ...user, additionalInfo: { ...(user.additionalInfo ?? {}), lang: 'ja_JP' } });
    t.equal(saved.status, 200, 'the emulator stored the preference');

    const client = c.client();
    client.jar.store(`${LANG_COOKIE}=fa_IR; Path=/`);
    await client.get('/login', { 'accept-language': 'de-DE' });
    await client.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    const home = await client.get('/home', { 'accept-language': 'de-DE' });
    t.same(htmlLang(home.body), ['ja-JP', 'ltr'], 'preference over cookie and browser');
    t.match(home.body, /ホーム/, 'the shell is in Japanese');
    t.equal(client.jar.get(LANG_COOKIE), 'ja_JP', 'the preference is remembered');

    await client.postForm('/logout', {});
    const login = await client.get('/login', { 'accept-language': 'de-DE' });
    t.same(htmlLang(login.body), ['ja-JP', 'ltr'], 'the sign-in page keeps the last language');
  });

  t.test('dates and numbers in the chosen locale', async (t) => {
    const client = c.client();
    await client.get('/login', { 'accept-language': 'de-DE' });
    await client.signIn(TENANT.username, TENANT.password);
    const de = await client.get('/devices');
    t.match(de.body, /<time dateTime="\d{4}-\d\d-\d\dT[^"]+">\d\d\.\d\d\.\d{4}, \d\d:\d\d:\d\d<\/time>/, 'German dates');
    client.jar.store(`${LANG_COOKIE}=en_US; Path=/`);
    const en = await client.get('/devices');
    t.match(en.body, /<time dateTime="[^"]+">\d\d\/\d\d\/\d{4}, \d\d:\d\d:\d\d<\/time>/, 'en_US uses the en-GB date locale');
    client.jar.store(`${LANG_COOKIE}=fa_IR; Path=/`);
    const fa = await client.get('/devices');
    t.match(fa.body, /<time dateTime="[^"]+">[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}[،,]? [۰-۹]{2}:[۰-۹]{2}:[۰-۹]{2}<\/time>/u, 'Persian dates');
  });
});
