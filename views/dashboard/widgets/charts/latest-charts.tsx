import { useView } from '../../../view-context.tsx';
import { useCustomText } from '../../custom-text.ts';
import { formatValue } from '../format-value.ts';
import type { WidgetProps } from '../widget-props.ts';
import { latestItems, type LatestItem } from './latest-items.ts';
import { niceTicks } from './scales.ts';

const SIZE = 200;
const R = 90;

function ItemList({ items, total }: { items: LatestItem[]; total: number | null }) {
  const { format } = useView();
  return (
    <ul className="chart-items">
      {items.map((item, i) => (
        <li key={i}>
          <svg className="swatch" viewBox="0 0 10 10" aria-hidden="true">
            <rect width="10" height="10" fill={item.colour} />
          </svg>
          <span>{item.label}</span>
          <span className="item-value">
            {formatValue(String(item.value), item.decimals, item.units, format.numberLocale)}
            {total ? ` (${formatValue(String((item.value / total) * 100), 1, '%', format.numberLocale)})` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

function NoData() {
  const { t } = useView();
  return <p className="no-data">{t('widget.no-data')}</p>;
}

function useLabel(widget: WidgetProps['widget'], items: LatestItem[]): string {
  const { t } = useView();
  const text = useCustomText();
  return t('widget.chart-label', { title: text(widget.config.title), keys: items.map((i) => i.label).join(', ') });
}

/** charts.bars: one bar per latest value, from zero, in the key's colour. */
export function LatestBars({ widget }: WidgetProps) {
  const items = latestItems(widget);
  const label = useLabel(widget, items);
  if (!items.length) return <NoData />;
  const scale = niceTicks(Math.min(0, ...items.map((i) => i.value)), Math.max(0, ...items.map((i) => i.value)), 4);
  const w = 300;
  const h = 160;
  const y = (v: number) => 10 + (h - 20) * (1 - (v - scale.min) / (scale.max - scale.min || 1));
  const slot = (w - 40) / items.length;
  return (
    <div className="chart">
      <svg className="chart-svg" viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label}>
        <title>{label}</title>
        <g className="grid">
          {scale.ticks.map((v) => (
            <g key={v}>
              <line x1={36} x2={w} y1={y(v)} y2={y(v)} />
              <text className="tick" x={32} y={y(v) + 4} textAnchor="end">{v}</text>
            </g>
          ))}
        </g>
        {items.map((item, i) => (
          <rect key={i} className="bar" x={40 + i * slot + slot * 0.15} width={slot * 0.7} y={Math.min(y(item.value), y(0))} height={Math.abs(y(item.value) - y(0))} fill={item.colour} />
        ))}
      </svg>
      <ItemList items={items} total={null} />
    </div>
  );
}

function arc(start: number, end: number, outer: number, inner: number): string {
  const c = SIZE / 2;
  const p = (angle: number, r: number) => `${(c + r * Math.sin(angle)).toFixed(2)},${(c - r * Math.cos(angle)).toFixed(2)}`;
  const large = end - start > Math.PI ? 1 : 0;
  if (end - start >= 2 * Math.PI - 1e-9) {
    // A full circle is two half arcs.
    return `${arc(0, Math.PI, outer, inner)}${arc(Math.PI, 2 * Math.PI, outer, inner)}`;
  }
  const outerArc = `M${p(start, outer)}A${outer},${outer} 0 ${large} 1 ${p(end, outer)}`;
  return inner > 0 ? `${outerArc}L${p(end, inner)}A${inner},${inner} 0 ${large} 0 ${p(start, inner)}Z` : `${outerArc}L${c},${c}Z`;
}

/** The pie family: pie (flot), pie_chart_js, doughnut_chart_js (a ring) and polar_area_chart_js (equal angles, radius by value). */
export function PieChart({ widget, variant }: WidgetProps & { variant: 'pie' | 'doughnut' | 'polar' }) {
  const items = latestItems(widget).filter((i) => i.value >= 0);
  const label = useLabel(widget, items);
  const total = items.reduce((a, i) => a + i.value, 0);
  if (!items.length || total <= 0) return <NoData />;
  const innerSetting = Number(widget.config.settings.innerRadius);
  const inner = variant === 'doughnut' ? R * 0.5 : variant === 'pie' && innerSetting > 0 && innerSetting < 1 ? R * innerSetting : 0;
  const max = Math.max(...items.map((i) => i.value));
  let angle = 0;
  return (
    <div className="chart chart-pie">
      <svg className="chart-svg" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
        <title>{label}</title>
        {items.map((item, i) => {
          const sweep = variant === 'polar' ? (2 * Math.PI) / items.length : (item.value / total) * 2 * Math.PI;
          const outer = variant === 'polar' ? Math.max(2, (item.value / max) * R) : R;
          const d = arc(angle, angle + sweep, outer, inner);
          angle += sweep;
          return <path key={i} className="slice" d={d} fill={item.colour} stroke="#fff" strokeWidth="1" />;
        })}
      </svg>
      <ItemList items={items} total={variant === 'polar' ? null : total} />
    </div>
  );
}

/** radar_chart_js: one axis per value, the values joined into a polygon. */
export function RadarChart({ widget }: WidgetProps) {
  const items = latestItems(widget);
  const label = useLabel(widget, items);
  if (items.length < 3) return items.length ? <ItemList items={items} total={null} /> : <NoData />;
  const max = Math.max(...items.map((i) => i.value), 0) || 1;
  const c = SIZE / 2;
  const point = (i: number, r: number) => {
    const a = (i / items.length) * 2 * Math.PI;
    return `${(c + r * Math.sin(a)).toFixed(2)},${(c - r * Math.cos(a)).toFixed(2)}`;
  };
  return (
    <div className="chart chart-radar">
      <svg className="chart-svg" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
        <title>{label}</title>
        <g className="grid">
          {[0.25, 0.5, 0.75, 1].map((f) => (
            <polygon key={f} points={items.map((_, i) => point(i, R * f)).join(' ')} fill="none" />
          ))}
        </g>
        <polygon className="radar" points={items.map((item, i) => point(i, (Math.max(0, item.value) / max) * R)).join(' ')} fill={items[0].colour} fillOpacity="0.3" stroke={items[0].colour} />
      </svg>
      <ItemList items={items} total={null} />
    </div>
  );
}
