import { Icon } from '../icon.tsx';
import { Shell } from '../shell/shell.tsx';
import { homeSectionsFor } from '../../server/domain/home-sections.ts';
import { routeCrumbs } from '../../server/domain/route-crumbs.ts';
import { useView } from '../view-context.tsx';

/** Widest home grid (console-map §2): a section spans as many columns as it has places, up to this. */
const MAX_COLUMNS = 4;

/** The role's home links, grouped like its menu. */
export function HomePage() {
  const view = useView();
  const { t, url, user, edgesEnabled } = view;
  const title = t('home.home');
  return (
    <Shell title={title} crumbs={routeCrumbs('home', view)}>
      <div className="home-sections">
        {user &&
          homeSectionsFor(user.authority, edgesEnabled).map((section) => (
            <section key={section.name} className={`home-section places-${Math.min(section.places.length, MAX_COLUMNS)}`}>
              <h2>{t(section.name)}</h2>
              <ul>
                {section.places.map((p) => (
                  <li key={p.path}>
                    <a className="home-place" href={url(p.path)}>
                      <Icon name={p.icon} />
                      <span>{t(p.name)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>
    </Shell>
  );
}
