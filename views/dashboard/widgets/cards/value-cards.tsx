import { renderMarkdown } from '../../../../server/help/markdown.ts';
import { escapeHtml, sanitizeCardHtml } from '../../../../server/dashboards/html-sanitize.ts';
import { text } from '../../../../server/dashboards/json-read.ts';
import { useView } from '../../../view-context.tsx';
import { useActionHref } from '../../action-button.tsx';
import { decimalsOf, formatValue, unitsOf } from '../format-value.ts';
import { withEntity } from '../labels.ts';
import { fillPattern } from '../patterns.ts';
import type { WidgetProps } from '../widget-props.ts';

/** cards.simple_card: the first key's label and latest value with its units, label above or beside it. */
export function SimpleCard({ widget }: WidgetProps) {
  const { t, format } = useView();
  const row = widget.data.rows[0];
  const value = row?.values[0];
  const position = text(widget.config.settings.labelPosition, 'top') === 'left' ? 'left' : 'top';
  if (!value) return <p className="no-data">{t('widget.no-data')}</p>;
  return (
    <div className={`simple-card label-${position}`}>
      <span className="card-label k0">{withEntity(value.key.label, row.entity)}</span>
      <span className="card-value">
        {value.latest ? formatValue(value.latest.value, decimalsOf(value.key, widget.config), unitsOf(value.key, widget.config), format.numberLocale) : t('widget.no-value')}
      </span>
    </div>
  );
}

/** cards.html_card: the author's static HTML, sanitized on the server; its CSS is in the dashboard's stylesheet, scoped to it. */
export function HtmlCard({ widget }: WidgetProps) {
  return <div className="html-card" dangerouslySetInnerHTML={{ __html: sanitizeCardHtml(text(widget.config.settings.cardHtml)) }} />;
}

/**
 * cards.html_value_card: the HTML with its `${key:decimals}` variables filled in (values escaped first), sanitized;
 * an element-click action makes the whole card its link.
 */
export function HtmlValueCard({ widget }: WidgetProps) {
  const { format } = useView();
  const entity = widget.data.rows[0]?.entity ?? null;
  const href = useActionHref(widget.config.actions.elementClick, entity);
  const html = fillPattern(text(widget.config.settings.cardHtml), widget, format.numberLocale, escapeHtml);
  const clean = sanitizeCardHtml(html, { links: !href });
  if (href) return <a className="html-card card-link" href={href} dangerouslySetInnerHTML={{ __html: clean }} />;
  return <div className="html-card" dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * cards.markdown_card: the markdown pattern with its variables filled in, rendered by the console's markdown
 * renderer (raw HTML is not passed through). A markdown function runs the author's code: the pattern is used.
 */
export function MarkdownCard({ widget }: WidgetProps) {
  const { format } = useView();
  const html = renderMarkdown(fillPattern(text(widget.config.settings.markdownTextPattern), widget, format.numberLocale));
  return <div className="markdown-card markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** cards.attributes_card (and the gateway's): each entity's keys and latest values as a list. */
export function AttributesCard({ widget }: WidgetProps) {
  const { t, format } = useView();
  if (!widget.data.rows.length) return <p className="no-data">{t('widget.no-data')}</p>;
  return (
    <div className="attributes-card">
      {widget.data.rows.map((row, i) => (
        <dl key={i}>
          {row.entity && <dt className="entity-name">{row.entity.label || row.entity.name}</dt>}
          {row.values.map((v, j) => (
            <div key={j} className="attribute">
              <dt>{withEntity(v.key.label, row.entity)}</dt>
              <dd>{v.latest ? formatValue(v.latest.value, decimalsOf(v.key, widget.config), unitsOf(v.key, widget.config), format.numberLocale) : '—'}</dd>
            </div>
          ))}
        </dl>
      ))}
    </div>
  );
}
