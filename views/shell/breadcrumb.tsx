import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';

export interface Crumb {
  /** Already translated (or an entity's own name, which is never translated). */
  label: string;
  icon: string;
  /** Path without BASE_PATH; absent on the last crumb. */
  path?: string;
}

/** All crumbs but the last are links; on small screens CSS shows only the last, as the heading. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { url, t } = useView();
  return (
    <nav className="breadcrumb" aria-label={t('shell.breadcrumb')}>
      <ol>
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={i} className={last ? 'crumb crumb-last' : 'crumb'}>
              <Icon name={c.icon} />
              {last || !c.path ? (
                <h1 aria-current="page">{c.label}</h1>
              ) : (
                <a href={url(c.path)}>{c.label}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
