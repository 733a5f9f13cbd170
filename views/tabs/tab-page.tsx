import type { ReactNode } from 'react';
import { Shell } from '../shell/shell.tsx';
import { useScript } from '../page-scripts.tsx';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import type { DetailsView } from '../../server/domain/entity-view.ts';
import { DetailsHeader, TabBar } from '../entity/details.tsx';
import { PAGE_REGION } from '../entity/list-page.tsx';

/** A details tab's region: the details header and tab bar, then the tab's own content (with its dialog slot). */
export function TabRegion({ details, children }: { details: DetailsView; children: ReactNode }) {
  useScript('htmx');
  const titleId = 'details-title-page';
  return (
    <div id={PAGE_REGION} className="entity-page details-page tab-page">
      <section className="entity-details" aria-labelledby={titleId}>
        <DetailsHeader details={details} titleId={titleId} />
        <TabBar tabs={details.tabs} />
      </section>
      {children}
    </div>
  );
}

export function TabPage({ title, crumbs, details, children }: { title: string; crumbs: Crumb[]; details: DetailsView; children: ReactNode }) {
  return (
    <Shell title={title} crumbs={crumbs}>
      <TabRegion details={details}>{children}</TabRegion>
    </Shell>
  );
}
