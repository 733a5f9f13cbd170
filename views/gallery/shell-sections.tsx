import type { Notice } from '../../server/domain/notice.ts';
import type { ShellGalleryState } from '../../server/gallery/shell-samples.ts';
import { CopyButton } from '../copy-button.tsx';
import { AlertDialog } from '../dialogs/alert-dialog.tsx';
import { ComingSoonDialog } from '../dialogs/coming-soon-dialog.tsx';
import { ConfirmDialog } from '../dialogs/confirm-dialog.tsx';
import { DialogOpener } from '../dialogs/dialog.tsx';
import { PasswordField } from '../login/password-field.tsx';
import { DashboardSelect } from '../parts/dashboard-select.tsx';
import { ScriptLangToggle } from '../parts/script-lang-toggle.tsx';
import { Breadcrumb } from '../shell/breadcrumb.tsx';
import { CHEAT_SHEET_ID, ShortcutList } from '../shell/cheat-sheet.tsx';
import { ToolbarSearchField } from '../shell/toolbar-search.tsx';
import { UserMenu } from '../shell/user-menu.tsx';
import { Toast } from '../toasts/toasts.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';
import { GalleryKeepFields, useGalleryKeep } from './gallery-filter.tsx';

/** The title keys of the shell's parts, by fragment. */
export const SHELL_TITLES = {
  breadcrumbs: 'gallery.shell.breadcrumbs',
  'user-menu': 'user.user-menu',
  shortcuts: 'cheatsheet.title',
  toast: 'gallery.shell.toast',
  'copy-button': 'gallery.shell.copy-button',
  'password-toggle': 'gallery.shell.password-toggle',
  'dashboard-select': 'gallery.shell.dashboard-select',
  'script-lang': 'tb.rulenode.script-lang',
  'widgets-bundle-search': 'widgets-bundle.search',
  dialogs: 'gallery.shell.dialogs',
} as const;

/** The breadcrumb bar and the user menu on the toolbar's colours, as the shell draws them. */
function ToolbarSections() {
  const { t } = useView();
  const crumbs = [
    { label: t('home.home'), icon: 'home', path: '/home' },
    { label: t('device.devices'), icon: 'devices_other', path: '/devices' },
    { label: t('gallery.shell.sample-device'), icon: 'devices_other' },
  ];
  return (
    <>
      <GallerySection part="breadcrumbs" title={t(SHELL_TITLES.breadcrumbs)}>
        <GalleryState part="breadcrumbs" state="filled"><div className="toolbar gallery-toolbar"><Breadcrumb crumbs={crumbs} /></div></GalleryState>
        <GalleryState part="breadcrumbs" state="empty"><div className="toolbar gallery-toolbar"><Breadcrumb crumbs={crumbs.slice(0, 1)} /></div></GalleryState>
      </GallerySection>
      <GallerySection part="user-menu" title={t(SHELL_TITLES['user-menu'])}>
        <GalleryState part="user-menu" state="filled"><div className="toolbar gallery-toolbar"><div className="toolbar-spacer" /><UserMenu /></div></GalleryState>
      </GallerySection>
    </>
  );
}

/** The cheat sheet's list, and the button opening the shell's own cheat sheet (as `?` does). */
function ShortcutsSection() {
  const { t } = useView();
  return (
    <GallerySection part="shortcuts" title={t(SHELL_TITLES.shortcuts)}>
      <GalleryState part="shortcuts" state="filled">
        <DialogOpener dialogId={CHEAT_SHEET_ID} className="button">{t('cheatsheet.toggle')}</DialogOpener>
        <ShortcutList />
      </GalleryState>
    </GallerySection>
  );
}

/**
 * The messages: a success and an error toast (in place rather than over the page), and the alert, confirm and
 * coming-soon dialogs, each opened by its button (no script needed: invoker commands).
 */
function MessageSections() {
  const { t } = useView();
  const error: Notice = { type: 'error', message: t('gallery.shell.toast-error'), details: ['POST /api/device 400'], retryPath: '/gallery#toast-invalid' };
  return (
    <>
      <GallerySection part="toast" title={t(SHELL_TITLES.toast)}>
        <GalleryState part="toast" state="filled">
          <div className="gallery-toast"><Toast id="gallery-toast-success" notice={{ type: 'success', message: t('gallery.shell.toast-success') }} /></div>
        </GalleryState>
        <GalleryState part="toast" state="invalid"><div className="gallery-toast"><Toast id="gallery-toast-error" notice={error} /></div></GalleryState>
      </GallerySection>
      <GallerySection part="dialogs" title={t(SHELL_TITLES.dialogs)}>
        <GalleryState part="dialogs" state="filled">
          <div className="gallery-row">
            <DialogOpener dialogId="gallery-alert">{t('gallery.shell.alert')}</DialogOpener>
            <DialogOpener dialogId="gallery-confirm">{t('gallery.shell.confirm')}</DialogOpener>
            <DialogOpener dialogId="gallery-coming-soon">{t('dialog.coming-soon-title')}</DialogOpener>
          </div>
          <AlertDialog id="gallery-alert" title={t('gallery.shell.alert-title')}><p>{t('gallery.shell.alert-text')}</p></AlertDialog>
          <ConfirmDialog id="gallery-confirm" title={t('device.delete-device-title', { deviceName: t('gallery.shell.sample-device') })} confirmLabel={t('action.delete')}
            confirm={{ href: '/gallery#dialogs-filled' }}>
            <p>{t('device.delete-device-text')}</p>
          </ConfirmDialog>
          <ComingSoonDialog id="gallery-coming-soon" />
        </GalleryState>
      </GallerySection>
    </>
  );
}

/** The copy button, the password field's show/hide toggle, the dashboard select, the script language, the bundle search. */
function ControlSections({ state }: { state: ShellGalleryState }) {
  const { t, url } = useView();
  const keep = useGalleryKeep();
  return (
    <>
      <GallerySection part="copy-button" title={t(SHELL_TITLES['copy-button'])}>
        <GalleryState part="copy-button" state="filled">
          <CopyButton text="784f394c-42b6-435a-983c-b7beff2784f9" label={t('device.copyId')} copiedLabel={t('common.copied')} />
        </GalleryState>
      </GallerySection>
      <GallerySection part="password-toggle" title={t(SHELL_TITLES['password-toggle'])}>
        <GalleryState part="password-toggle" state="empty">
          <PasswordField name="password" label={t('login.new-password')} autoComplete="new-password" />
        </GalleryState>
        <GalleryState part="password-toggle" state="invalid">
          <PasswordField name="passwordAgain" label={t('login.new-password-again')} autoComplete="new-password" error={t('login.passwords-mismatch-error')} />
        </GalleryState>
      </GallerySection>
      <GallerySection part="dashboard-select" title={t(SHELL_TITLES['dashboard-select'])}>
        <GalleryState part="dashboard-select" state="filled">
          <DashboardSelect id="gallery-dashboard" action="/gallery#dashboard-select-filled" keep={keep} name="dashboard" dashboards={state.dashboards} value={state.dashboard} />
        </GalleryState>
        <GalleryState part="dashboard-select" state="empty">
          <DashboardSelect id="gallery-no-dashboard" action="/gallery#dashboard-select-empty" keep={keep} name="dashboard" dashboards={[]} value="" />
        </GalleryState>
      </GallerySection>
      <GallerySection part="script-lang" title={t(SHELL_TITLES['script-lang'])}>
        <GalleryState part="script-lang" state="filled">
          <form method="get" action={url('/gallery#script-lang-filled')} className="gallery-form">
            <GalleryKeepFields />
            <ScriptLangToggle id="gallery-script-lang" name="scriptLang" value={state.scriptLang} />
            <button type="submit" className="button">{t('gallery.validate')}</button>
          </form>
          {state.scriptLangPosted && <p className="gallery-valid" role="status">{t('gallery.posted', { value: state.scriptLang })}</p>}
        </GalleryState>
        <GalleryState part="script-lang" state="disabled"><ScriptLangToggle id="gallery-script-lang-off" name="disabledLang" value="JS" disabled /></GalleryState>
      </GallerySection>
      <GallerySection part="widgets-bundle-search" title={t(SHELL_TITLES['widgets-bundle-search'])}>
        <GalleryState part="widgets-bundle-search" state="filled">
          <form id="gallery-bundle-search" method="get" action={url('/gallery#widgets-bundle-search-filled')}><GalleryKeepFields /></form>
          <div className="toolbar gallery-toolbar"><ToolbarSearchField search={{ form: 'gallery-bundle-search', label: t('widgets-bundle.search'), value: state.bundleSearch }} /></div>
          {state.bundleSearch && <p className="gallery-valid" role="status">{t('gallery.posted', { value: state.bundleSearch })}</p>}
        </GalleryState>
      </GallerySection>
    </>
  );
}

/**
 * The shell's own parts (views/shell, views/toasts, views/dialogs, views/login, views/copy-button.tsx) and the small toolbar parts,
 * drawn by their own components, each at its fragment.
 */
export function ShellPartsSections({ state }: { state: ShellGalleryState }) {
  return (
    <>
      <ToolbarSections />
      <ShortcutsSection />
      <MessageSections />
      <ControlSections state={state} />
    </>
  );
}
