import t from 'tap';
import { serialize } from 'node:v8';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from '../../server/i18n/i18n.ts';
import { urlBuilder } from '../../server/base-path.ts';
import { formatterFor } from '../../views/format.ts';
import { ViewContextProvider, type ViewContext } from '../../views/view-context.tsx';
import { latin1Text, markupTemplates } from '../../views/markup-cache.tsx';
import { ActionButton, rowLink } from '../../views/entity/action-button.tsx';
import { rowActionsContent } from '../../views/entity/row-actions.tsx';
import { iconContent } from '../../views/icon.tsx';
import type { ActionView } from '../../server/domain/entity-view.ts';

const translator = createTranslator(() => {});

function viewOf(lang: string, basePath = ''): ViewContext {
  return {
    t: translator.fixedT(lang),
    lang,
    url: urlBuilder(basePath),
    path: '/devices',
    csrfToken: 'csrf',
    user: null,
    edgesEnabled: false,
    asset: (name) => `${basePath}/static/build/${name}`,
    scripts: new Set(),
    format: formatterFor(lang),
    platform: 'other',
    shellMode: { embedded: false, hideToolbar: false, fullscreen: false },
  };
}

const react = (view: ViewContext, element: ReactElement) => renderToStaticMarkup(<ViewContextProvider value={view}>{element}</ViewContextProvider>);

// Values React escapes, a value that looks like markup, characters beyond Latin-1 and beyond the BMP.
const VALUES = ['/devices?dialog=delete&ids=1', `/a"b'c<d>e&f`, '/x?q=</a><script>', '/gerät/设备/🛰️', '/devices?dialog=assign&amp;ids=2', '', '"', 'a&', '&b', '<>', "''"];

t.test('a template filled with a value is what React renders with that value', async (t) => {
  const templates = markupTemplates();
  const view = viewOf('en_US');
  const element = (href: string) => <a className="x" href={href} title="T" hx-get={href}>{href}</a>;
  for (const value of VALUES) t.equal(templates(view, ['link'], element, value), react(view, element(value)), value);
});

t.test('several values: each where its slots were, in any order and as often as the markup has them', async (t) => {
  const templates = markupTemplates();
  const view = viewOf('en_US');
  const element = (id: string, label: string) => (
    <label title={label}>
      <input type="checkbox" name="ids" value={id} aria-label={label} />
      {label}
    </label>
  );
  for (const [id, label] of [['1', 'Select <Pump "A">'], ['a&b', "Select it's"], ['', '']]) {
    t.equal(templates(view, ['box'], element, id, label), react(view, element(id, label)), `${id} ${label}`);
  }
});

t.test('each language and base path has its own templates', async (t) => {
  const templates = markupTemplates();
  const element = (href: string) => <ActionButton action={{ label: 'x', icon: 'delete', href, enabled: true, target: 'dialog' }} inRow />;
  const de = viewOf('de_DE', '/console');
  const en = viewOf('en_US');
  t.equal(templates(en, ['a'], element, '/one'), react(en, element('/one')));
  t.equal(templates(de, ['a'], element, '/console/two'), react(de, element('/console/two')), 'the base path of the icon address');
});

t.test('row actions: the markup React renders for each action and the menu, for every state and target', async (t) => {
  const view = viewOf('en_US');
  const actions: ActionView[] = [
    { label: 'Delete', icon: 'delete', href: '/devices?dialog=delete&ids=1', enabled: true, target: 'dialog' },
    { label: 'Open', icon: 'open_in_new', href: '/devices?details=1', enabled: true, target: 'panel' },
    { label: 'Page', icon: 'edit', href: '/devices/1', enabled: true, target: 'page' },
    { label: 'Download', icon: 'file_download', href: '/devices/1/export', enabled: true, target: 'none' },
    { label: 'Make "public"', icon: 'share', href: '/devices?dialog=public&ids=1', enabled: false, target: 'dialog' },
  ];
  const expected = react(view, (
    <>
      <span className="row-actions-wide">
        {actions.map((a) => (
          <ActionButton key={a.href} action={a} inRow />
        ))}
      </span>
      <a className="icon-button row-actions-menu" title="Actions" aria-label="Actions" {...rowLink('/devices?dialog=actions&ids=1', 'dialog')} dangerouslySetInnerHTML={iconContent(view, 'more_vert')} />
    </>
  ));
  t.equal(rowActionsContent(view, actions, '/devices?dialog=actions&ids=1', 'Actions').__html, expected);
  t.equal(rowActionsContent(view, actions.slice(0, 2), undefined, 'Actions').__html, react(view, (
    <span className="row-actions-wide">
      {actions.slice(0, 2).map((a) => (
        <ActionButton key={a.href} action={a} inRow />
      ))}
    </span>
  )), 'no menu when no action applies');
});

t.test('latin1Text: the text escaped as React does, characters beyond Latin-1 as references', async (t) => {
  t.equal(latin1Text('1 – 10 of 42').__html, '1 &#8211; 10 of 42');
  t.equal(latin1Text(`a<b>&"c'`).__html, 'a&lt;b&gt;&amp;&quot;c&#x27;');
  t.equal(latin1Text('Größe 🛰 设').__html, 'Größe &#128752; &#35774;', 'Latin-1 letters stay, one reference per code point');
  t.notMatch(latin1Text('1 – 10 of 42').__html, /[^\u0000-\u00ff]/);
  // V8's serializer tags a string by how the engine holds it: '"' one byte per character, 'c' two.
  const held = (text: string) => String.fromCharCode(serialize(text)[2]);
  t.equal(held(latin1Text('1 – 10 of 42').__html), '"', 'held one byte per character, not two as the replace on the dash left it');
  t.equal(held(latin1Text('1 — 10 of 42 ✓, Größe').__html), '"');
});
