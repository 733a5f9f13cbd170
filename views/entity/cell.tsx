import { checkboxContent } from '../checkbox-cell.tsx';
import { markupTemplates } from '../markup-cache.tsx';
import { DateTime } from '../date-time.tsx';
import { readPath } from '../../server/domain/json-path.ts';
import type { ColumnSpec } from '../../server/domain/table-columns.ts';
import type { RowView } from '../../server/domain/entity-view.ts';
import { rowLink } from './action-button.tsx';
import type { ReactNode } from 'react';
import { useView, type ViewContext } from '../view-context.tsx';
import { CopyButton } from '../copy-button.tsx';
import { humanFileSize } from '../file-size.ts';

/** How much of a long value (a URL, a checksum) a `copy` cell shows. */
const COPY_CELL_CHARS = 20;

/** A cell of an entity table (in a body with `ROW_LINKS`), drawn as its column says from the value at the column's path. */
export function Cell({ column, row }: { column: ColumnSpec; row: RowView }) {
  const view = useView();
  let value = readPath(row.entity, column.value ?? column.key);
  if ((value === undefined || value === null) && column.fallback) value = readPath(row.entity, column.fallback);
  // A check-box icon is the same markup in every row: rendered once per language; a details link once per kind.
  if (column.cell === 'check') return <td dangerouslySetInnerHTML={checkboxContent(view, value === true)} />;
  if (column.cell === 'details') return <td dangerouslySetInnerHTML={{ __html: detailsLink(view, row, typeof value === 'string' ? value : '') }} />;
  return <td>{content(view, column, row, value)}</td>;
}

const templates = markupTemplates();

function detailsLink(view: ViewContext, row: RowView, name: string): string {
  if (row.link) return templates(view, ['link'], (href, text) => <a href={href}>{text}</a>, row.link, name);
  return templates(view, ['panel'], (href, text) => <a {...rowLink(href, 'panel')}>{text}</a>, row.detailsHref, name);
}

function content({ t, format }: ViewContext, column: ColumnSpec, row: RowView, value: unknown): ReactNode {
  switch (column.cell) {
    case 'date':
      return typeof value === 'number' ? <DateTime ms={value} /> : null;
    case 'copy':
      if (typeof value !== 'string' || value === '') return null;
      return (
        <span className="copy-cell">
          <span title={value}>{value.length > COPY_CELL_CHARS ? `${value.slice(0, COPY_CELL_CHARS)}…` : value}</span>
          <CopyButton text={value} label={t(column.copyLabel ?? 'common.copied')} copiedLabel={t('common.copied')} className="icon-only" />
        </span>
      );
    case 'bytes':
      return typeof value === 'number' ? humanFileSize(format, value) : null;
    default:
      if (column.labels && typeof value === 'string' && Object.hasOwn(column.labels, value)) return t(column.labels[value]);
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
}
