import { Icon } from '../icon.tsx';
import { markupTemplates } from '../markup-cache.tsx';
import { ViewContextProvider, useView, type ViewContext } from '../view-context.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import { ToolbarSearchField, type ToolbarSearch } from './toolbar-search.tsx';
import { UserMenu, displayName } from './user-menu.tsx';

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

interface ToolbarParts {
  crumbs: Crumb[];
  search?: ToolbarSearch;
  withNav: boolean;
  back?: string;
  userMenu: boolean;
}

function ToolbarContent({ crumbs, search, withNav, back, userMenu }: ToolbarParts) {
  const { t } = useView();
  return (
    <>
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
      {userMenu && <UserMenu />}
      <div className="progress-bar htmx-indicator" id="progress" aria-hidden="true" />
    </>
  );
}

// The toolbar of every signed-in page: rendered by React once per language, role and shape (crumbs, search, back
// button), its texts and addresses (crumbs, search, the user's name, the CSRF token of the sign-out form) put in.
const templates = markupTemplates();

/** The toolbar's content as markup. */
export function toolbarMarkup(view: ViewContext, crumbs: Crumb[], search?: ToolbarSearch): string {
  const { shellMode, user, path } = view;
  const withNav = !shellMode.embedded && !shellMode.fullscreen;
  // Inside the mobile app its own back navigation applies; a fullscreen page has no parent.
  const back = withNav ? backTarget(crumbs, path) : undefined;
  const userMenu = !shellMode.embedded && user !== null && !user.isPublic;
  const last = crumbs.length - 1;
  const values: string[] = [];
  if (back) values.push(back);
  crumbs.forEach((c, i) => {
    values.push(c.label);
    if (i < last && c.path) values.push(c.path);
  });
  if (search) values.push(search.label, search.value);
  // Read only here: the sign-out form's token (a page without that form leaves the session untouched).
  if (userMenu) values.push(displayName(user), view.csrfToken);
  const element = (...slots: string[]) => {
    let next = 0;
    const slot = () => slots[next++];
    const parts: ToolbarParts = {
      withNav,
      userMenu,
      back: back && slot(),
      crumbs: crumbs.map((c, i) => ({ icon: c.icon, label: slot(), path: i < last && c.path ? slot() : undefined })),
      search: search && { form: search.form, label: slot(), value: slot() },
    };
    if (!userMenu) return <ToolbarContent {...parts} />;
    const slotted = Object.create(view, { user: { value: { ...user, firstName: slot(), lastName: null } }, csrfToken: { value: slot() } }) as ViewContext;
    return (
      <ViewContextProvider value={slotted}>
        <ToolbarContent {...parts} />
      </ViewContextProvider>
    );
  };
  const shape = `${withNav}|${back ? 'back' : ''}|${search ? search.form : ''}|${userMenu ? user.authority : ''}|${crumbs.length}`;
  return templates(view, [shape, ...crumbs.map((c, i) => (i < last && c.path ? `${c.icon}|link` : c.icon))], element, ...values);
}

/** Menu button, back button, breadcrumb, search, fullscreen toggle, user menu and progress bar. */
export function Toolbar({ crumbs, search }: { crumbs: Crumb[]; search?: ToolbarSearch }) {
  return <header className="toolbar" dangerouslySetInnerHTML={{ __html: toolbarMarkup(useView(), crumbs, search) }} />;
}
