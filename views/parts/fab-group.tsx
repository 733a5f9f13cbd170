import { Icon } from '../icon.tsx';
import { useScript } from '../page-scripts.tsx';
import { useView } from '../view-context.tsx';

/** One action of the speed dial: an icon link named by its tooltip. */
export interface FabAction {
  icon: string;
  /** The translated tooltip, also the link's accessible name. */
  label: string;
  href: string;
}

/**
 * The floating action button group (widgets spec §2, §4): a toggle opening a vertical speed dial of icon buttons
 * with tooltips. A `<details>`, so it opens without script; the stylesheet staggers the buttons (40 ms) over 200 ms
 * and turns the toggle's icon 225 degrees when open; the files behaviour closes it 100 ms after the focus leaves it
 * and on Escape (the focus back on the toggle). Disabled (while the page loads), the toggle does nothing.
 */
export function FabGroup({ id, label, actions, disabled }: { id: string; label: string; actions: FabAction[]; disabled?: boolean }) {
  useScript('parts-files');
  const { t } = useView();
  if (disabled) {
    return (
      <div className="fab-group" id={id}>
        <button type="button" className="fab" disabled aria-label={label} title={label}><Icon name="add" /></button>
      </div>
    );
  }
  return (
    <details className="fab-group" id={id} data-fab-group="">
      <summary className="fab" aria-label={label} title={label}><Icon name="add" /></summary>
      <ul className="fab-actions" aria-label={label}>
        {actions.length === 0 && <li className="field-hint">{t('files.no-actions')}</li>}
        {actions.map((action) => (
          <li key={action.href}>
            <a className="fab-action" href={action.href} aria-label={action.label} title={action.label}><Icon name={action.icon} /></a>
          </li>
        ))}
      </ul>
    </details>
  );
}
