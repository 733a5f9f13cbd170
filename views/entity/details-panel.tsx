import type { DetailsView } from '../../server/domain/entity-view.ts';
import { EntityDetails } from './details.tsx';

export const PANEL_REGION = 'entity-panel';

/** The details panel beside a list (`details=<id>` in the list's address); empty when none is open. */
export function DetailsPanel({ details }: { details?: DetailsView }) {
  return (
    <aside id={PANEL_REGION} className={details ? 'details-panel open' : 'details-panel'} aria-label={details?.subtitle}>
      {details && <EntityDetails details={details} />}
    </aside>
  );
}
