import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import { ToolbarSearchField, type ToolbarSearch } from './toolbar-search.tsx';
import { UserMenu } from './user-menu.tsx';

/** Where the back button leads without script: the parent crumb, else home (none on home itself). */
export function backTarget(crumbs: Crumb[], path: string): string | undefined {
  const parent = crumbs.slice(0, -1).findLast((c) => c.path);
  if (parent?.path) return parent.path;
  return path === '/home' ? undefined : '/home';
}

function BackButton({ target }: { target: string }) {
  const { t, url } = useView();
  return (
    <a className="icon-button back-button" href={url(target)} data-back="" title={t('toolbar.back')}>
      <Icon name="arrow_back" label={t('toolbar.back')} className="flip-rtl" />
    </a>
  );
}

/** Hidden until the fullscreen behaviour finds that the browser supports it. */
function FullscreenToggle() {
  const { t } = useView();
  return (
    <button type="button" className="icon-button fullscreen-toggle" data-fullscreen-toggle="" aria-pressed="false" aria-label={t('toolbar.fullscreen')} title={t('toolbar.fullscreen')} hidden>
      <Icon name="fullscreen" className="when-windowed" />
      <Icon name="fullscreen_exit" className="when-fullscreen" />
    </button>
  );
}

/** Menu button, back button, breadcrumb, search, fullscreen toggle, user menu and progress bar. */
export function Toolbar({ crumbs, search }: { crumbs: Crumb[]; search?: ToolbarSearch }) {
  const { t, path, shellMode, user } = useView();
  const withNav = !shellMode.embedded && !shellMode.fullscreen;
  // Inside the mobile app its own back navigation applies; a fullscreen page has no parent.
  const back = withNav ? backTarget(crumbs, path) : undefined;
  return (
    <header className="toolbar">
      {withNav && (
        <label htmlFor="nav-toggle" className="icon-button menu-button" title={t('shell.toggle-menu')}>
          <Icon name="menu" />
        </label>
      )}
      {back && <BackButton target={back} />}
      <Breadcrumb crumbs={crumbs} />
      <div className="toolbar-spacer" />
      {search && <ToolbarSearchField search={search} />}
      <FullscreenToggle />
      {!shellMode.embedded && !user?.isPublic && <UserMenu />}
      <div className="progress-bar htmx-indicator" id="progress" aria-hidden="true" />
    </header>
  );
}
