import { Shell } from '../shell/shell.tsx';
import { useView } from '../view-context.tsx';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import type { ApiState, UsageValue } from '../../server/usage/api-usage.ts';

const STATE_LABELS: Record<ApiState, string> = {
  ENABLED: 'api-usage.state-enabled',
  WARNING: 'api-usage.state-warning',
  DISABLED: 'api-usage.state-disabled',
};

/** The share of the limit used, as an SVG bar (its width an SVG attribute: no inline style under the CSP). */
function UsageBar({ count, max, label }: { count: number; max: number; label: string }) {
  const share = max > 0 ? Math.min(1, count / max) : 0;
  return (
    <svg className="usage-bar" viewBox="0 0 100 8" preserveAspectRatio="none" role="img" aria-label={label}>
      <rect className="usage-bar-track" x="0" y="0" width="100" height="8" rx="2" />
      <rect className={share >= 1 ? 'usage-bar-fill usage-bar-full' : 'usage-bar-fill'} x="0" y="0" width={Math.round(share * 1000) / 10} height="8" rx="2" />
    </svg>
  );
}

/** `/usage`: the tenant's API usage this billing cycle, feature by feature (upstream's API usage dashboard). */
export function UsagePage({ crumbs, usage }: { crumbs: Crumb[]; usage: UsageValue[] | null }) {
  const { t, format } = useView();
  const title = t('api-usage.api-usage');
  return (
    <Shell title={title} crumbs={crumbs}>
      {usage === null ? (
        <p className="account-note">{t('api-usage.no-usage')}</p>
      ) : (
        <ul className="usage-grid">
          {usage.map((f) => {
            const of = f.max > 0 ? t('api-usage.count-of-limit', { count: format.number(f.count), limit: format.number(f.max) }) : t('api-usage.count-unlimited', { count: format.number(f.count) });
            return (
              <li key={f.counter} className="account-card usage-card">
                <h2>{t(f.title)}</h2>
                <p className={`badge usage-state usage-state-${f.apiState.toLowerCase()}`}>{t(STATE_LABELS[f.apiState])}</p>
                <p className="usage-count">{of}</p>
                <UsageBar count={f.count} max={f.max} label={of} />
              </li>
            );
          })}
        </ul>
      )}
    </Shell>
  );
}
