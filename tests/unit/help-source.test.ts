import t from 'tap';
import { helpTitle, isHelpPageName, loadHelp, remoteHelpUrl, type HelpSources } from '../../server/help/help-source.ts';

const VARS = { baseUrl: 'https://console.example/fb', siteBaseUrl: 'https://site.example', helpBaseUrl: 'https://help.example' };

/** Sources backed by two maps, recording the order in which they were asked. */
function sources(remote: Record<string, string> | null, local: Record<string, string>) {
  const asked: string[] = [];
  const s: HelpSources = {
    remoteBase: remote ? 'https://help.example/' : null,
    async fetchRemote(url) {
      asked.push(`remote ${url}`);
      return remote?.[url] ?? null;
    },
    async readLocal(lang, page) {
      asked.push(`local ${lang}/${page}`);
      return local[`${lang}/${page}`] ?? null;
    },
  };
  return { s, asked };
}

t.test('page names cannot leave the help folder', async (t) => {
  for (const bad of ['../secret', 'a/../../b', '/abs', 'a//b', 'x.md', '', 'a\\b', '%2e%2e/x', 'a/b/c/d/e/f']) t.notOk(isHelpPageName(bad), bad);
  for (const good of ['index', 'devices', 'partials/getting-around', 'widget/lib/chart_1']) t.ok(isHelpPageName(good), good);
  const { s, asked } = sources({}, {});
  t.equal(await loadHelp('../etc/passwd', 'de_DE', s, VARS), null);
  t.same(asked, [], 'an invalid name asks no source');
});

t.test('the fallback chain: remote, local, then the same in the default language', async (t) => {
  const url = (lang: string, page: string) => remoteHelpUrl('https://help.example/', lang, page);
  t.equal(url('de_DE', 'devices'), 'https://help.example/help/de_DE/devices.md');

  const remoteHit = sources({ [url('de_DE', 'devices')]: '# Geräte (remote)' }, { 'de_DE/devices': '# Geräte (local)' });
  t.same(await loadHelp('devices', 'de_DE', remoteHit.s, VARS), { markdown: '# Geräte (remote)', lang: 'de_DE', origin: 'remote' });

  const localHit = sources({}, { 'de_DE/devices': '# Geräte (local)' });
  t.same(await loadHelp('devices', 'de_DE', localHit.s, VARS), { markdown: '# Geräte (local)', lang: 'de_DE', origin: 'local' });
  t.same(localHit.asked, [`remote ${url('de_DE', 'devices')}`, 'local de_DE/devices']);

  const fallback = sources({ [url('en_US', 'devices')]: '# Devices (remote)' }, { 'en_US/devices': '# Devices (local)' });
  t.same(await loadHelp('devices', 'ja_JP', fallback.s, VARS), { markdown: '# Devices (remote)', lang: 'en_US', origin: 'remote' });
  t.same(fallback.asked, [`remote ${url('ja_JP', 'devices')}`, 'local ja_JP/devices', `remote ${url('en_US', 'devices')}`]);

  const noRemote = sources(null, { 'en_US/devices': '# Devices (local)' });
  t.same(await loadHelp('devices', 'ja_JP', noRemote.s, VARS), { markdown: '# Devices (local)', lang: 'en_US', origin: 'local' });
  t.same(noRemote.asked, ['local ja_JP/devices', 'local en_US/devices'], 'no remote base: only local copies');

  t.equal(await loadHelp('missing', 'de_DE', sources({}, {}).s, VARS), null);
});

t.test('includes and base-url variables', async (t) => {
  const { s } = sources(null, {
    'de_DE/page': 'Top\n{% include parts/a %}\nEnd ${baseUrl} ${siteBaseUrl} ${helpBaseUrl} ${other}',
    'de_DE/parts/a': 'A {% include "parts/b" %}',
    'en_US/parts/b': 'B (english) {% include parts/a %}',
    'de_DE/loop': 'L {% include loop %}',
  });
  const doc = await loadHelp('page', 'de_DE', s, VARS);
  t.equal(
    doc?.markdown,
    'Top\nA B (english) \nEnd https://console.example/fb https://site.example https://help.example ${other}',
    'nested includes resolve through the chain (b falls back to en_US); a circular include is dropped; unknown variables stay',
  );
  t.equal((await loadHelp('loop', 'de_DE', s, VARS))?.markdown, 'L ', 'a page including itself');
  const mixed = sources({ 'https://help.example/help/en_US/remote.md': 'R ${helpBaseUrl} {% include local %}' }, { 'en_US/local': 'L ${helpBaseUrl}' });
  t.equal(
    (await loadHelp('remote', 'en_US', mixed.s, { ...VARS, localHelpBaseUrl: 'https://console.example/fb/help' }))?.markdown,
    'R https://help.example L https://console.example/fb/help',
    '${helpBaseUrl} is the base each page was found under',
  );
  const missing = sources(null, { 'en_US/p': 'x{% include nothing %}y{% include ../up %}z' });
  t.equal((await loadHelp('p', 'en_US', missing.s, VARS))?.markdown, 'xyz', 'missing and invalid includes become nothing');
});

t.test('title from the first heading', async (t) => {
  t.equal(helpTitle('intro\n## The *devices* [list](x)\n# Later'), 'The devices list');
  t.equal(helpTitle('no heading'), null);
});
