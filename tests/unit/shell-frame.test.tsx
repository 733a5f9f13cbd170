// The shell's frame from its templates against React's rendering of the whole document, byte for byte: the reference
// (tests/helpers/reference-shell.tsx) is the shell as one React tree (the document's children, toasts and scripts
// rendered in place).
import t from 'tap';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ViewContextProvider, type ViewContext } from '../../views/view-context.tsx';
import { useScript } from '../../views/page-scripts.tsx';
import { Shell } from '../../views/shell/shell.tsx';
import { MODES, ReferenceShell, shellViewOf, TOAST, USERS } from '../helpers/reference-shell.tsx';

const render = (view: ViewContext, element: ReactElement) => `<!doctype html>${renderToStaticMarkup(<ViewContextProvider value={view}>{element}</ViewContextProvider>)}`;

function Content({ script, children }: { script?: boolean; children?: ReactNode }) {
  if (script) useScript('htmx');
  return (
    <div className="page">
      {children}
      <p>{'Text & <markup> "quoted"'}</p>
    </div>
  );
}

t.test('the shell from its templates is the document React renders, for every role, mode, toast and page', async (t) => {
  for (const lang of ['en_US', 'de_DE', 'fa_IR']) {
    for (const user of USERS) {
      for (const mode of MODES) {
        for (const toast of [undefined, TOAST]) {
          for (const script of [false, true]) {
            const props = {
              title: 'Devices & "more"',
              crumbs: [{ label: 'Devices', icon: 'devices_other', path: '/devices' }, { label: 'Pump <1>', icon: 'devices_other' }],
              search: script ? { form: 'f', label: 'Search <d>', value: 'x&y' } : undefined,
              head: script ? <style>{'.a{}'}</style> : undefined,
              ready: script,
            };
            const name = `${lang} ${user?.authority} ${JSON.stringify(mode)} toast ${Boolean(toast)} script ${script}`;
            const expected = render(shellViewOf(lang, user, mode, toast), <ReferenceShell {...props}><Content script={script} /></ReferenceShell>);
            t.equal(render(shellViewOf(lang, user, mode, toast), <Shell {...props}><Content script={script} /></Shell>), expected, name);
          }
        }
      }
    }
  }
});

t.test('content React would move into the head (a refresh of a page without JavaScript) is rendered as one document', async (t) => {
  const view = () => shellViewOf('en_US', USERS[0], MODES[0], undefined, '/dashboards', '/base');
  const page = (
    <Content>
      <meta httpEquiv="refresh" content="5;url=/next" />
    </Content>
  );
  const html = render(view(), <Shell title="T" crumbs={[{ label: 'D', icon: 'dashboard' }]}>{page}</Shell>);
  t.equal(html, render(view(), <ReferenceShell title="T" crumbs={[{ label: 'D', icon: 'dashboard' }]}>{page}</ReferenceShell>));
  t.match(html, /<head>.*<meta http-equiv="refresh" content="5;url=\/next"\/>.*<\/head>/s, 'the refresh in the head');
});
