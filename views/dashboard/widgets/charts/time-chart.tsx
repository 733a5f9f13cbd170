import { optionalNum, record, text } from '../../../../server/dashboards/json-read.ts';
import { PlainIsland } from '../../../parts/island.tsx';
import { useView } from '../../../view-context.tsx';
import { useCustomText } from '../../custom-text.ts';
import { useDashboard } from '../../dashboard-context.tsx';
import { formatValue } from '../format-value.ts';
import type { WidgetProps } from '../widget-props.ts';
import { ChartLegend } from './chart-legend.tsx';
import { seriesProps, type ChartIslandProps, type ChartStyle } from './chart-island-props.ts';
import { niceTicks, timeLabel, timeTicks } from './scales.ts';
import { decimate, seriesOf, type Series } from './series.ts';

// Chart units: one grid cell is drawn about this many user units wide, so text keeps its size.
const CELL = 40;
const PAD = { left: 56, right: 12, top: 12, bottom: 28 };

const round = (n: number) => Math.round(n * 10) / 10;

function pathOf(points: [number, number][], x: (t: number) => number, y: (v: number) => number, steps: boolean): string {
  return points
    .map(([t, v], i) => {
      const px = x(t);
      const py = y(v);
      if (i === 0) return `M${px},${py}`;
      return steps ? `H${px}V${py}` : `L${px},${py}`;
    })
    .join('');
}

/**
 * The time-series charts (basic_timeseries, timeseries_bars_flot, state_chart) drawn on the server as SVG:
 * axes over the widget's window, one path (or set of bars) per key and entity in the key's colour, the legend
 * with its statistics, units and decimals. The chart island (islands/chart, uPlot) takes over from this frame in
 * the browser and is fed points by the live bridge; without it (no JavaScript, a snapshot) the SVG is the chart.
 */
export function TimeChart({ widget, style }: WidgetProps & { style: ChartStyle }) {
  const { t, format } = useView();
  const { redrawn } = useDashboard();
  const text_ = useCustomText();
  const c = widget.config;
  const window = widget.data.window;
  const series: Series[] = seriesOf(widget);
  const width = Math.max(240, widget.placement.sizeX * CELL);
  const legendRows = c.showLegend ? series.length + 1 : 0;
  const height = Math.max(140, widget.placement.sizeY * CELL - 40 - legendRows * 18);
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const start = window?.startTs ?? 0;
  const end = window?.endTs ?? 1;
  const settings = c.settings;
  const firstKey = record(series[0]?.settings);
  const yaxis = record(settings.yaxis);
  const values = series.flatMap((s) => s.points.map((p) => p[1]));
  const dataMin = values.length ? Math.min(...values, style === 'bars' ? 0 : Infinity) : 0;
  const dataMax = values.length ? Math.max(...values, style === 'bars' ? 0 : -Infinity) : 1;
  const y0 = optionalNum(firstKey.axisMin) ?? optionalNum(yaxis.min) ?? dataMin;
  const y1 = optionalNum(firstKey.axisMax) ?? optionalNum(yaxis.max) ?? dataMax;
  const scale = niceTicks(y0, y1, Math.max(2, Math.round(plotH / 40)));
  const x = (ts: number) => round(PAD.left + ((ts - start) / (end - start)) * plotW);
  const y = (v: number) => round(PAD.top + plotH - ((v - scale.min) / (scale.max - scale.min || 1)) * plotH);
  const decimals = series[0]?.decimals ?? 0;
  const units = series[0]?.units ?? '';
  const tickDecimals = Math.max(0, ...scale.ticks.map((v) => (String(v).split('.')[1] ?? '').length));
  const xTicks = timeTicks(start, end, Math.max(2, Math.round(plotW / 110)));
  const hasData = series.some((s) => s.points.length > 0);
  const title = text_(c.title);
  const label = t('widget.chart-label', { title, keys: series.map((s) => s.label).join(', ') });
  const barWidth = round(Math.max(1, (window?.interval ? (window.interval / (end - start)) * plotW : plotW / 60) / Math.max(1, series.length)));
  const props: ChartIslandProps = {
    style,
    startTs: start,
    endTs: end,
    interval: window?.interval ?? 0,
    timeZone: window?.timeZone ?? 'UTC',
    numberLocale: format.numberLocale,
    dateLocale: format.dateLocale,
    yMin: optionalNum(firstKey.axisMin) ?? optionalNum(yaxis.min) ?? null,
    yMax: optionalNum(firstKey.axisMax) ?? optionalNum(yaxis.max) ?? null,
    pad: PAD,
    noData: t('widget.no-data'),
    series: series.map((s) => seriesProps({ ...s, points: s.points.filter(([ts]) => ts >= start && ts <= end) })),
  };
  const chart = (
    <div className={`chart chart-${style}`}>
      <svg className="chart-svg" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
        <title>{label}</title>
        <g className="grid">
          {scale.ticks.map((v) => (
            <g key={`y${v}`}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(v)} y2={y(v)} />
              <text className="tick" x={PAD.left - 6} y={y(v) + 4} textAnchor="end">
                {formatValue(String(v), tickDecimals, '', format.numberLocale)}
              </text>
            </g>
          ))}
          {xTicks.map((ts) => (
            <g key={`x${ts}`}>
              <line x1={x(ts)} x2={x(ts)} y1={PAD.top} y2={PAD.top + plotH} />
              <text className="tick" x={x(ts)} y={height - 8} textAnchor="middle">
                {timeLabel(ts, end - start, format.dateLocale, window?.timeZone ?? 'UTC')}
              </text>
            </g>
          ))}
          <rect className="outline" x={PAD.left} y={PAD.top} width={plotW} height={plotH} fill="none" />
        </g>
        {text(yaxis.title) && (
          <text className="axis-title" x={12} y={PAD.top + plotH / 2} transform={`rotate(-90 12 ${PAD.top + plotH / 2})`} textAnchor="middle">
            {text(yaxis.title)}
          </text>
        )}
        {series.map((s, i) => {
          const pts = decimate(s.points.filter(([ts]) => ts >= start && ts <= end), Math.round(plotW));
          if (!pts.length) return null;
          if (style === 'bars') {
            return (
              <g key={i} className="series bars" fill={s.colour} data-points={pts.length}>
                {pts.map(([ts, v]) => (
                  <rect key={ts} x={round(x(ts) + i * barWidth)} y={Math.min(y(v), y(Math.max(0, scale.min)))} width={barWidth} height={round(Math.abs(y(v) - y(Math.max(0, scale.min))))} />
                ))}
              </g>
            );
          }
          const { lineWidth, fill, showLine, showPoints, pointRadius } = props.series[i];
          const d = pathOf(pts, x, y, style === 'steps');
          return (
            <g key={i} className="series" data-points={pts.length}>
              {fill && <path className="area" d={`${d}L${x(pts[pts.length - 1][0])},${y(scale.min)}L${x(pts[0][0])},${y(scale.min)}Z`} fill={s.colour} fillOpacity="0.25" stroke="none" />}
              {showLine && <path className="line" d={d} fill="none" stroke={s.colour} strokeWidth={lineWidth} />}
              {(showPoints || pts.length === 1) && pts.map(([ts, v]) => <circle key={ts} cx={x(ts)} cy={y(v)} r={pointRadius} fill={s.colour} />)}
            </g>
          );
        })}
        {!hasData && (
          <text className="no-data" x={PAD.left + plotW / 2} y={PAD.top + plotH / 2} textAnchor="middle">
            {t('widget.no-data')}
          </text>
        )}
      </svg>
      <ChartLegend config={c} series={series} />
      <p className="visually-hidden chart-summary">
        {series.map((s) => `${s.label}: ${s.points.length ? formatValue(String(s.points[s.points.length - 1][1]), s.decimals || decimals, s.units || units, format.numberLocale) : t('widget.no-data')}`).join('; ')}
      </p>
    </div>
  );
  if (redrawn) return chart;
  return <PlainIsland name="chart" props={props}>{chart}</PlainIsland>;
}
