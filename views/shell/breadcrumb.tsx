import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';

/**
 * All crumbs but the last are links (build them with routeCrumbs, server/domain/route-crumbs.ts); the last is
 * the page's heading, and on small screens CSS shows only that one.
 */
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
              {last ? <h1 aria-current="page">{c.label}</h1> : c.path ? <a href={url(c.path)}>{c.label}</a> : <span>{c.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
