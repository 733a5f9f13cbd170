import { aliasParam, type AliasChoice } from '../../server/dashboards/alias-choices.ts';
import { stackLink } from '../../server/dashboards/widget-actions.ts';
import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { useCustomText } from './custom-text.ts';
import { useDashboard } from './dashboard-context.tsx';

/**
 * The toolbar's entity select (upstream's aliases entity select): each single-entity alias with its entities, the
 * one shown chosen; a GET form writing `alias.<id>` to the address, so it works without JavaScript and the page
 * (its widgets, their live tiles, its links) shows the chosen entities.
 */
export function AliasEntitySelect({ choices }: { choices: AliasChoice[] }) {
  const { t, url } = useView();
  const { nav } = useDashboard();
  const text = useCustomText();
  if (choices.length === 0) return null;
  const link = stackLink(nav, nav.stack.length - 1);
  const keep = Object.entries(link.query).filter(([k]) => !k.startsWith('alias.'));
  const current = choices.map((c) => c.current.label || c.current.name).join(', ');
  const label = t('dashboard-view.entity-select');
  return (
    <details className="alias-select">
      <summary className="button alias-select-button" aria-label={`${label}: ${current}`} title={label}>
        <Icon name="devices_other" />
        <span className="alias-select-text">{current}</span>
      </summary>
      <form method="get" action={url(link.path)} className="alias-select-panel" aria-label={label}>
        {keep.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        {choices.map((c) => (
          <label key={c.aliasId} className="field">
            <span>{text(c.name)}</span>
            <select name={aliasParam(c.aliasId)} defaultValue={c.current.id.id}>
              {c.entities.map((e) => (
                <option key={e.id.id} value={e.id.id}>{e.label || e.name}</option>
              ))}
            </select>
          </label>
        ))}
        <div className="alias-select-actions">
          <button type="submit" className="button primary">{t('action.update')}</button>
        </div>
      </form>
    </details>
  );
}
