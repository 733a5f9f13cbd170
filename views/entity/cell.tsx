import { CheckboxCell } from '../checkbox-cell.tsx';
import { DateTime } from '../date-time.tsx';
import { readPath } from '../../server/domain/entity-form.ts';
import type { ColumnSpec } from '../../server/domain/table-columns.ts';
import type { RowView } from '../../server/domain/entity-view.ts';
import { partLink } from './action-button.tsx';
import { useView } from '../view-context.tsx';

/** A cell of an entity table, drawn as its column says from the value at the column's path. */
export function Cell({ column, row }: { column: ColumnSpec; row: RowView }) {
  const { t } = useView();
  let value = readPath(row.entity, column.value ?? column.key);
  if ((value === undefined || value === null) && column.fallback) value = readPath(row.entity, column.fallback);
  switch (column.cell) {
    case 'date':
      return typeof value === 'number' ? <DateTime ms={value} /> : null;
    case 'check':
      return <CheckboxCell checked={value === true} />;
    case 'details':
      return <a {...partLink(row.detailsHref, 'panel')}>{typeof value === 'string' ? value : ''}</a>;
    default:
      if (typeof value === 'string' && column.labels?.[value]) return <>{t(column.labels[value])}</>;
      return <>{typeof value === 'string' || typeof value === 'number' ? String(value) : ''}</>;
  }
}
