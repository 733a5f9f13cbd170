import type { ReactNode } from 'react';
import { useView } from '../view-context.tsx';
import { PlainIsland } from './island.tsx';

export interface SplitPane {
  /** The pane's id (the separators name the pane they resize). */
  id: string;
  /** The pane's accessible name. */
  label: string;
  content: ReactNode;
}

/**
 * Panes side by side that the user resizes: without JavaScript they are stacked, one under the other; the
 * split-panes island (islands/split-panes) lays them out in a row and puts a keyboard-operable separator between each
 * two (`role="separator"`, arrow keys, Home and End, dragging). Narrow screens keep them stacked.
 */
export function SplitPanes({ id, panes }: { id: string; panes: SplitPane[] }) {
  const { t } = useView();
  const body = (
    <div className="split-panes" id={id} data-separator-label={t('rulenode.resize-panes')}>
      {panes.map((pane) => (
        <section key={pane.id} id={pane.id} className="split-pane" aria-label={pane.label}>
          {pane.content}
        </section>
      ))}
    </div>
  );
  return <PlainIsland name="split-panes" props={{}}>{body}</PlainIsland>;
}
