// The same pages (lists, details, dialogs, htmx fragments) fetched from two console builds (dist/ab-<tag>/main.js)
// against one platform and compared, tokens and times aside: a change meant to keep every page byte for byte.
//   TAGS=main,mine node --import ./server/tsx-hooks.ts tests/bench/compare-pages.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startConsole, startPlatform, type Running } from './processes.ts';
import { signIn } from './sign-in.ts';

const tags = (process.env.TAGS ?? 'before,after').split(',');
const TABLE = { 'hx-request': 'true', 'hx-target': '#entity-table' };
const REGION = { 'hx-request': 'true', 'hx-target': '#entity-page' };
// What differs per answer: CSRF tokens, toast ids, the time windows of pages that show the last day.
const normal = (html: string) =>
  html
    .replace(/name="_csrf" value="[^"]+"/g, 'CSRF')
    .replace(/value="[A-Za-z0-9_-]{30,}"/g, 'TOKEN')
    .replace(/toast-[0-9a-z-]+/g, 'TOAST')
    .replace(/(startTimeMs|endTimeMs|now)&quot;:\d+/g, '$1');

const platform = await startPlatform();
const dirs: string[] = [];
const consoles: { c: Running; cookie: string }[] = [];
let differing = 0;
try {
  for (const tag of tags) {
    process.env.BENCH_CONSOLE_MAIN = `${process.cwd()}/dist/ab-${tag}/main.js`;
    const dir = mkdtempSync(join(tmpdir(), 'fb-compare-'));
    dirs.push(dir);
    const c = await startConsole(platform.url, dir);
    consoles.push({ c, cookie: await signIn(c.url) });
  }
  const first = await (await fetch(`${consoles[0].c.url}/devices`, { headers: { cookie: consoles[0].cookie } })).text();
  const id = /name="ids" value="([^"]+)"/.exec(first)?.[1];
  const profile = /<option value="([0-9a-f-]{36})"/.exec(first)?.[1];
  const pages: [string, Record<string, string>?][] = [
    ['/devices'], ['/devices?pageSize=1'], ['/devices?page=1&pageSize=5&property=name&direction=ASC'], ['/devices?textSearch=a%26b%3C%22'],
    ['/devices?textSearch=zzzz'], [`/devices?deviceProfileId=${profile}`], [`/devices?details=${id}`], ['/devices?dialog=add'],
    [`/devices?dialog=delete&ids=${id}`], [`/devices/${id}`], ['/assets'], ['/customers'], ['/customers?dialog=add'], ['/dashboards'],
    ['/profiles/deviceProfiles'], ['/profiles/assetProfiles'], ['/entityViews'], ['/entityViews?type=x'], ['/edgeInstances'],
    ['/ruleChains'], ['/edgeManagement/ruleChains'], ['/otaUpdates'], ['/widgets-bundles'], ['/auditLogs'], ['/home'], ['/profile'],
    ['/devices?page=1', TABLE], ['/devices?textSearch=x', TABLE], ['/devices?dialog=add', REGION], ['/devices', REGION],
  ];
  for (const [path, headers] of pages) {
    const answers: string[] = [];
    for (const x of consoles) {
      const res = await fetch(`${x.c.url}${path}`, { headers: { cookie: x.cookie, ...headers } });
      answers.push(`${res.status} ${normal(await res.text())}`);
    }
    const name = `${path}${headers ? ` (${headers['hx-target']})` : ''}`;
    const other = answers.findIndex((a) => a !== answers[0]);
    if (other < 0) {
      console.log(`same ${name}: ${answers[0].length} characters`);
      continue;
    }
    differing++;
    let at = 0;
    while (answers[0][at] === answers[other][at]) at++;
    console.log(`DIFFERENT ${name} at ${at}:\n  ${tags[0]}: ${answers[0].slice(at - 80, at + 120)}\n  ${tags[other]}: ${answers[other].slice(at - 80, at + 120)}`);
  }
  console.log(`${pages.length - differing} of ${pages.length} pages the same`);
} finally {
  for (const x of consoles) await x.c.stop();
  await platform.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}
process.exitCode = differing ? 1 : 0;
