import { checkboxContent } from '../checkbox-cell.tsx';
import { markupTemplates, renderIn, type Markup } from '../markup-cache.tsx';
import { readPath } from '../../server/domain/json-path.ts';
import type { ColumnSpec } from '../../server/domain/table-columns.ts';
import type { RowView } from '../../server/domain/entity-view.ts';
import { rowLink } from './action-button.tsx';
import type { ViewContext } from '../view-context.tsx';
import { CopyButton } from '../copy-button.tsx';
import { humanFileSize } from '../file-size.ts';
import { isoDateTime } from '../format.ts';

/** How much of a long value (a URL, a checksum) a `copy` cell shows. */
const COPY_CELL_CHARS = 20;

// A list page has tens of cells: each kind of cell is rendered by React once per language, and each row's values put
// in (a date's two forms, a text, a name and its address); a row is then its cells' markup, joined without React.
const templates = markupTemplates();

// Keys and elements made once: a page asks for tens of cells, each would otherwise allocate its own array and closure.
const CELL = ['cell'], TEXT = ['text'], DATE = ['date'], LINK = ['link'], PANEL = ['panel'];
const plainCell = (content: string) => <td>{content}</td>;
const dateCell = (iso: string, text: string) => <td><time dateTime={iso}>{text}</time></td>;
const linkCell = (href: string, text: string) => <td><a {...rowLink(href, 'none')}>{text}</a></td>;
const panelCell = (href: string, text: string) => <td><a {...rowLink(href, 'panel')}>{text}</a></td>;

const cellWith = (view: ViewContext, inner: Markup) => templates(view, CELL, plainCell, inner);

/**
 * A cell of an entity table (in a body with `ROW_LINKS`), drawn as its column says from the value at the column's
 * path, as markup.
 */
export function cellMarkup(view: ViewContext, column: ColumnSpec, row: RowView): string {
  let value = readPath(row.entity, column.value ?? column.key);
  if ((value === undefined || value === null) && column.fallback) value = readPath(row.entity, column.fallback);
  switch (column.cell) {
    case 'check':
      return cellWith(view, checkboxContent(view, value === true));
    case 'details':
      return detailsLink(view, row, typeof value === 'string' ? value : '');
    case 'date':
      if (typeof value !== 'number') return textCell(view, '');
      return templates(view, DATE, dateCell, isoDateTime(value), view.format.dateTime(value));
    case 'copy':
      return typeof value === 'string' && value !== '' ? renderIn(view, <CopyCell view={view} column={column} value={value} />) : textCell(view, '');
    case 'bytes':
      return textCell(view, typeof value === 'number' ? humanFileSize(view.format, value) : '');
    default:
      if (column.labels && typeof value === 'string' && Object.hasOwn(column.labels, value)) return textCell(view, view.t(column.labels[value]));
      return textCell(view, typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  }
}

function textCell(view: ViewContext, text: string): string {
  return templates(view, TEXT, plainCell, text);
}

function detailsLink(view: ViewContext, row: RowView, name: string): string {
  if (row.link) return templates(view, LINK, linkCell, row.link, name);
  return templates(view, PANEL, panelCell, row.detailsHref, name);
}

function CopyCell({ view, column, value }: { view: ViewContext; column: ColumnSpec; value: string }) {
  const { t } = view;
  return (
    <td>
      <span className="copy-cell">
        <span title={value}>{value.length > COPY_CELL_CHARS ? `${value.slice(0, COPY_CELL_CHARS)}…` : value}</span>
        <CopyButton text={value} label={t(column.copyLabel ?? 'common.copied')} copiedLabel={t('common.copied')} className="icon-only" />
      </span>
    </td>
  );
}
