import t from 'tap';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from '../../server/i18n/i18n.ts';
import { urlBuilder } from '../../server/base-path.ts';
import { formatterFor } from '../../views/format.ts';
import { ViewContextProvider, type ViewContext } from '../../views/view-context.tsx';
import { AlertDialog } from '../../views/dialogs/alert-dialog.tsx';
import { ConfirmDialog } from '../../views/dialogs/confirm-dialog.tsx';
import { ComingSoonDialog } from '../../views/dialogs/coming-soon-dialog.tsx';
import { DialogOpener } from '../../views/dialogs/dialog.tsx';

const translator = createTranslator(() => {});

function render(element: ReactElement, lang = 'en_US'): string {
  const ctx: ViewContext = {
    t: translator.fixedT(lang),
    lang,
    url: urlBuilder('/fb'),
    path: '/home',
    csrfToken: 'csrf-123',
    user: null,
    edgesEnabled: false,
    asset: (name) => `/fb/static/build/${name}`,
    scripts: new Set(),
    format: formatterFor(lang),
    platform: 'other',
    shellMode: { embedded: false, hideToolbar: false, fullscreen: false },
  };
  return renderToStaticMarkup(<ViewContextProvider value={ctx}>{element}</ViewContextProvider>);
}

t.test('alert dialog: open from the server, OK closes it without a request', async (t) => {
  const html = render(
    <AlertDialog id="login-error" title="Login error" open>
      <p>Bad &lt;token&gt;</p>
    </AlertDialog>,
  );
  t.match(html, /^<dialog id="login-error" class="dialog" open="" role="alertdialog" aria-labelledby="login-error-title" aria-describedby="login-error-body" closedby="closerequest" data-modal="">/);
  t.match(html, /<h2 class="dialog-title" id="login-error-title">Login error<\/h2>/);
  t.match(html, /<form method="dialog"><button type="submit" class="button primary" value="close">OK<\/button><\/form>/);
});

t.test('confirm dialog: cancel closes or leaves, confirm posts with the CSRF token under BASE_PATH', async (t) => {
  const post = render(<ConfirmDialog id="forbidden" title="Access forbidden" open cancelHref="/devices" confirm={{ post: '/logout', fields: { reason: 'forbidden' } }} confirmLabel="Sign in" />);
  t.match(post, /<a class="button" href="\/fb\/devices">Cancel<\/a>/);
  t.match(post, /<form action="\/fb\/logout" method="post"><input type="hidden" name="_csrf" value="csrf-123"\/><input type="hidden" name="reason" value="forbidden"\/><button type="submit" class="button primary">Sign in<\/button><\/form>/);
  const link = render(<ConfirmDialog id="c" title="Go?" confirm={{ href: '/home' }} />, 'de_DE');
  t.notMatch(link, /open=""/, 'closed unless asked');
  t.match(link, /<form method="dialog"><button type="submit" class="button" value="close">Abbrechen<\/button><\/form>/, 'translated cancel closes');
  t.match(link, /<a class="button primary" href="\/fb\/home">OK<\/a>/);
});

t.test('coming soon dialog and its opener', async (t) => {
  const html = render(
    <>
      <DialogOpener dialogId="coming-soon">Export</DialogOpener>
      <ComingSoonDialog />
    </>,
    'fr_FR',
  );
  t.match(html, /<button type="button" class="button" commandfor="coming-soon" command="show-modal" data-dialog-open="coming-soon" aria-haspopup="dialog">Export<\/button>/, 'opens without script where invoker commands exist');
  t.match(html, /<dialog id="coming-soon" class="dialog" aria-labelledby="coming-soon-title"/);
  t.match(html, /Bientôt disponible/);
  t.match(render(<ComingSoonDialog />, 'en_US'), /<p>Coming soon!<\/p>[\s\S]*>OK<\/button>/, 'the spec\'s text, and Ok');
});
