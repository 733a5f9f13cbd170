import type { ReactNode } from 'react';
import { stackLink } from '../../server/dashboards/widget-actions.ts';
import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { useDashboard } from './dashboard-context.tsx';

export interface ToolbarPanelProps {
  className: string;
  /** The button's tooltip and accessible name (with `text` after it when given), and the form's name. */
  label: string;
  icon: string;
  text: string;
  open?: boolean;
  /** The address members the form sets (those starting so are not kept from the page's). */
  prefix: string;
  children: ReactNode;
}

/**
 * A toolbar button opening a panel with a GET form to the page's state (a native disclosure: no script needed), the
 * page's other address members kept; the fields' members are written to the address by Update.
 */
export function ToolbarPanel({ className, label, icon, text, open, prefix, children }: ToolbarPanelProps) {
  const { t, url } = useView();
  const { nav } = useDashboard();
  const link = stackLink(nav, nav.stack.length - 1);
  const keep = Object.entries(link.query).filter(([k]) => !k.startsWith(prefix));
  return (
    <details className={`alias-select ${className}`} open={open || undefined}>
      <summary className="button alias-select-button" aria-label={text === label ? label : `${label}: ${text}`} title={label}>
        <Icon name={icon} />
        <span className="alias-select-text">{text}</span>
      </summary>
      <form method="get" action={url(link.path)} className="alias-select-panel" aria-label={label}>
        {keep.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        {children}
        <div className="alias-select-actions">
          <button type="submit" className="button primary">{t('action.update')}</button>
        </div>
      </form>
    </details>
  );
}
