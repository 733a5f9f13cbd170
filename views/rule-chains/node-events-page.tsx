import type { ReactNode } from 'react';
import { Shell } from '../shell/shell.tsx';
import { useView } from '../view-context.tsx';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';

/** A rule node's events (the events tab's content for the node), with the way back to its chain's editor. */
export function NodeEventsPage({ title, crumbs, nodeName, backHref, children }: { title: string; crumbs: Crumb[]; nodeName: string; backHref: string; children: ReactNode }) {
  const { t, url } = useView();
  return (
    <Shell title={title} crumbs={crumbs}>
      <div className="entity-page node-events">
        <h2>{t('rulenode.node-events', { name: nodeName })}</h2>
        <p>
          <a className="button" href={url(backHref)}>
            {t('rulenode.back-to-chain')}
          </a>
        </p>
        {children}
      </div>
    </Shell>
  );
}
