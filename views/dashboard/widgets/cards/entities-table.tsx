import type { DataKeyConfig } from '../../../../server/domain/dashboard/dashboard-config.ts';
import { bool, text } from '../../../../server/dashboards/json-read.ts';
import { useView } from '../../../view-context.tsx';
import { ActionButtons, useActionHref } from '../../action-button.tsx';
import { useCustomText } from '../../custom-text.ts';
import { decimalsOf, formatValue, unitsOf } from '../format-value.ts';
import type { WidgetProps } from '../widget-props.ts';
import { WidgetTable } from './widget-table.tsx';
import type { SourceRow } from '../../../../server/domain/dashboard/dashboard-view.ts';

function visible(key: DataKeyConfig): boolean {
  return text(key.settings.defaultColumnVisibility, 'visible') !== 'hidden';
}

function NameCell({ row, actions }: { row: SourceRow; actions: WidgetProps['widget']['config']['actions'] }) {
  const href = useActionHref(actions.rowClick, row.entity);
  const name = row.entity?.name ?? '';
  return <th scope="row">{href ? <a href={href}>{name}</a> : name}</th>;
}

/**
 * cards.entities_table and the admin tables: the alias's entities with the name, label and type columns the
 * settings ask for, one column per visible key (its custom title or label, values with units and decimals),
 * per-row action buttons, row-click as a link on the name, and paging through the query. Cell style and
 * content functions are the author's code and are not run: cells show the formatted value.
 */
export function EntitiesTable({ widget }: WidgetProps) {
  const { t, format } = useView();
  const text_ = useCustomText();
  const c = widget.config;
  const s = c.settings;
  const keys = (c.datasources[0]?.dataKeys ?? []).filter(visible);
  const showName = bool(s.displayEntityName, true);
  const showLabel = bool(s.displayEntityLabel, false);
  const showType = bool(s.displayEntityType, true);
  const cellActions = c.actions.actionCellButton ?? [];
  const noteId = `wn${widget.index}`;
  // The table's own title, unless the widget's title bar already says the same.
  const title = text(s.entitiesTitle) !== c.title || !c.showTitle ? text(s.entitiesTitle) : '';
  return (
    <WidgetTable widgetId={c.id} page={widget.data.page} title={title && <h3 className="table-title">{text_(title)}</h3>}>
          <thead>
            <tr>
              {showName && <th scope="col">{text_(text(s.entityNameColumnTitle)) || t('widget.entity-name')}</th>}
              {showLabel && <th scope="col">{text_(text(s.entityLabelColumnTitle)) || t('widget.entity-label')}</th>}
              {showType && <th scope="col">{t('widget.entity-type')}</th>}
              {keys.map((k, i) => (
                <th key={i} scope="col">
                  {text_(text(k.settings.customTitle) || k.label)}
                </th>
              ))}
              {cellActions.length > 0 && <th scope="col" className="actions-column"><span className="visually-hidden">{t('widget.actions')}</span></th>}
            </tr>
          </thead>
          <tbody>
            {widget.data.rows.length === 0 && (
              <tr>
                <td className="empty" colSpan={keys.length + 4}>{t('widget.no-entities')}</td>
              </tr>
            )}
            {widget.data.rows.map((row, r) => (
              <tr key={r}>
                {showName && <NameCell row={row} actions={c.actions} />}
                {showLabel && <td>{row.entity?.label}</td>}
                {showType && <td>{row.entity?.id.entityType}</td>}
                {keys.map((k, i) => {
                  const v = row.values.find((x) => x.key === k);
                  return <td key={i}>{v?.latest ? formatValue(v.latest.value, decimalsOf(k, c), unitsOf(k, c), format.numberLocale) : ''}</td>;
                })}
                {cellActions.length > 0 && (
                  <td className="row-actions">
                    <ActionButtons actions={cellActions} entity={row.entity} noteId={noteId} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
    </WidgetTable>
  );
}
