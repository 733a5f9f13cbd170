import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { menuFor, type MenuLink } from './menu.ts';

function isActive(path: string, current: string): boolean {
  return current === path || current.startsWith(`${path}/`);
}

function NavLink({ item }: { item: MenuLink }) {
  const { url, t, path } = useView();
  const active = isActive(item.path, path);
  return (
    <a className={active ? 'nav-link active' : 'nav-link'} href={url(item.path)} aria-current={active ? 'page' : undefined}>
      <Icon name={item.icon} />
      <span>{t(item.name)}</span>
    </a>
  );
}

/** The role's side menu: links and expandable groups, the active group open. */
export function SideNav() {
  const { user, edgesEnabled, t, path, url } = useView();
  if (!user) return null;
  return (
    <nav id="side-nav" className="side-nav" aria-label={t('shell.main-menu')}>
      <a className="logo" href={url('/home')}>
        <img src={url('/static/logo.svg')} alt={t('app.name')} width="180" height="40" />
      </a>
      <ul>
        {menuFor(user.authority, edgesEnabled).map((section) =>
          section.type === 'link' ? (
            <li key={section.path}>
              <NavLink item={section} />
            </li>
          ) : (
            <li key={section.path}>
              <details open={isActive(section.path, path)}>
                <summary className="nav-link">
                  <Icon name={section.icon} />
                  <span>{t(section.name)}</span>
                </summary>
                <ul>
                  {section.pages.map((p) => (
                    <li key={p.path}>
                      <NavLink item={p} />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
