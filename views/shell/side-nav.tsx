import { Icon } from '../icon.tsx';
import { Logo } from '../logo.tsx';
import { useView, type ViewContext } from '../view-context.tsx';
import { markupCache } from '../markup-cache.tsx';
import { flattenMenu, menuFor, type MenuLink, type MenuSection } from '../../server/domain/menu.ts';
import type { Authority } from '../../server/domain/authority.ts';

function isActive(path: string, current: string): boolean {
  return current === path || (current.startsWith(path) && current.charCodeAt(path.length) === SLASH);
}
const SLASH = 47;

function NavLink({ item, active }: { item: MenuLink; active: string | undefined }) {
  const { url, t } = useView();
  const on = item.path === active;
  return (
    <a className={on ? 'nav-link active' : 'nav-link'} href={url(item.path)} aria-current={on ? 'page' : undefined}>
      <Icon name={item.icon} />
      <span>{t(item.name)}</span>
    </a>
  );
}

function MenuItems({ sections, active }: { sections: MenuSection[]; active: string | undefined }) {
  const { t } = useView();
  return (
    <ul>
      {sections.map((section) =>
        section.type === 'link' ? (
          <li key={section.path}>
            <NavLink item={section} active={active} />
          </li>
        ) : (
          <li key={section.path}>
            <details open={section.pages.some((p) => p.path === active)}>
              <summary className="nav-link">
                <Icon name={section.icon} />
                <span>{t(section.name)}</span>
                <Icon name="chevron_right" className="nav-chevron flip-rtl" />
              </summary>
              <ul>
                {section.pages.map((p) => (
                  <li key={p.path}>
                    <NavLink item={p} active={active} />
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

// The side menu (with the logo above it) differs only by language, role, edge support and active entry: rendered once
// per variant.
const menus = markupCache();

// Each role's menu (with and without edges) flattened once: every page looks its active entry up in it.
const flatMenus = new Map<Authority, MenuSection[][]>();

function activeEntry(authority: Authority, edgesEnabled: boolean, path: string): string | undefined {
  let menus = flatMenus.get(authority);
  if (menus === undefined) flatMenus.set(authority, (menus = [false, true].map((edges) => flattenMenu(menuFor(authority, edges)))));
  const entries = menus[edgesEnabled ? 1 : 0];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (entry.type === 'link' && isActive(entry.path, path)) return entry.path;
  }
  return undefined;
}

/** What the side menu's markup depends on besides language and base path: the same key, the same menu. */
export function sideNavKey({ user, edgesEnabled, path }: ViewContext): string {
  return user ? `${user.authority}|${edgesEnabled}|${activeEntry(user.authority, edgesEnabled, path) ?? ''}` : '';
}

/** The role's side menu: links and expandable groups, the active group open. */
export function SideNav() {
  const ctx = useView();
  const { user, edgesEnabled, t, path, url } = ctx;
  if (!user) return null;
  const sections = menuFor(user.authority, edgesEnabled);
  const active = activeEntry(user.authority, edgesEnabled, path);
  const content = () => (
    <>
      <a className="logo-link" href={url('/home')}>
        <Logo />
      </a>
      <div>
        <MenuItems sections={sections} active={active} />
      </div>
    </>
  );
  return <nav id="side-nav" className="side-nav" aria-label={t('shell.main-menu')} dangerouslySetInnerHTML={{ __html: menus(ctx, `${user.authority}|${edgesEnabled}|${active ?? ''}`, content) }} />;
}
