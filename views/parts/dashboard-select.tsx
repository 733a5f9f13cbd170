import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { ChoiceForm } from './choice-form.tsx';

export interface DashboardSelectProps {
  id: string;
  /** Console path the GET form leads to (`name` = the chosen dashboard's id), and the query members it keeps. */
  action: string;
  keep?: Record<string, string>;
  name: string;
  dashboards: { id: string; title: string }[];
  /** The dashboard shown now. */
  value: string;
}

/**
 * The dashboard select (widgets spec §2): from the large breakpoint a select of the dashboards in the toolbar;
 * below it an icon button opening a floating panel with the same select (a native disclosure: no script needed).
 * Choosing is a GET form, so it works without JavaScript; the choice navigates, which closes the panel.
 */
export function DashboardSelect({ id, action, keep = {}, name, dashboards, value }: DashboardSelectProps) {
  const { t } = useView();
  const label = t('dashboard.select-dashboard');
  if (dashboards.length === 0) return <p className="dashboard-select-none">{t('dashboard.no-dashboards-text')}</p>;
  const form = (formId: string, className: string) => (
    <ChoiceForm className={className} id={formId} action={action} keep={keep} name={name} label={label} button={t('dashboard.open-dashboard')}
      value={value} choices={dashboards.map((d) => ({ value: d.id, label: d.title }))} />
  );
  return (
    <div className="dashboard-select">
      {form(id, 'dashboard-select-inline')}
      <details className="dashboard-select-narrow">
        <summary className="icon-button" aria-label={label} title={label}>
          <Icon name="dashboard" />
        </summary>
        {form(`${id}-panel`, 'dashboard-select-panel')}
      </details>
    </div>
  );
}
