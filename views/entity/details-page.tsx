import type { ReactNode } from 'react';
import { Shell } from '../shell/shell.tsx';
import { useScript } from '../page-scripts.tsx';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import type { DetailsView, DialogView } from '../../server/domain/entity-view.ts';
import { EntityDetails } from './details.tsx';
import { DialogSlot } from './dialog-slot.tsx';
import { PAGE_REGION } from './list-page.tsx';

interface DetailsParts {
  details: DetailsView;
  dialog?: DialogView;
  /** The kind's own part of the page below the details (a rule chain's picture). */
  section?: ReactNode;
}

/** The details page's region: the details and the dialog slot; a dialog's or the form's answer swaps it whole. */
export function EntityDetailsRegion({ details, dialog, section }: DetailsParts) {
  useScript('htmx');
  return (
    <div id={PAGE_REGION} className="entity-page details-page">
      <EntityDetails details={details} />
      {section}
      <DialogSlot dialog={dialog} />
    </div>
  );
}

export function EntityDetailsPage({ title, crumbs, ...parts }: DetailsParts & { title: string; crumbs: Crumb[] }) {
  return (
    <Shell title={title} crumbs={crumbs}>
      <EntityDetailsRegion {...parts} />
    </Shell>
  );
}
