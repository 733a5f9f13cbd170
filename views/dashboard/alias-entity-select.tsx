import { aliasParam, type AliasChoice } from '../../server/dashboards/alias-choices.ts';
import { useView } from '../view-context.tsx';
import { useCustomText } from './custom-text.ts';
import { ToolbarPanel } from './toolbar-panel.tsx';

/**
 * The toolbar's entity select (upstream's aliases entity select): each single-entity alias with its entities, the
 * one shown chosen; Update writes `alias.<id>` to the address, so the page (its widgets, their live tiles, its
 * links) shows the chosen entities.
 */
export function AliasEntitySelect({ choices }: { choices: AliasChoice[] }) {
  const { t } = useView();
  const text = useCustomText();
  if (choices.length === 0) return null;
  const current = choices.map((c) => c.current.label || c.current.name).join(', ');
  return (
    <ToolbarPanel className="entity-select" label={t('dashboard-view.entity-select')} icon="devices_other" text={current} prefix="alias.">
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
    </ToolbarPanel>
  );
}
