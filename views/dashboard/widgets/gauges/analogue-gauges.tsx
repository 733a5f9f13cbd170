import { list, num, record, text } from '../../../../server/dashboards/json-read.ts';
import { useView } from '../../../view-context.tsx';
import { useCustomText } from '../../custom-text.ts';
import { safeColour } from '../colours.ts';
import { formatValue } from '../format-value.ts';
import { niceTicks } from '../charts/scales.ts';
import type { WidgetProps } from '../widget-props.ts';
import { arcPath, gaugeValue, polar, type GaugeValue } from './gauge-value.ts';

/** The value as shown (decimals, units; "No value" without one) and the gauge's accessible name. */
function useGaugeText(widget: WidgetProps['widget'], g: GaugeValue, units = g.units): { shown: string; label: string } {
  const { t, format } = useView();
  const text_ = useCustomText();
  const shown = g.value === null ? t('widget.no-value') : formatValue(String(g.value), g.decimals, units, format.numberLocale);
  return { shown, label: t('widget.gauge-label', { title: text_(widget.config.title), value: shown }) };
}

/**
 * The canvas-gauges radial gauges (radial, speed, temperature radial) as SVG: the scale over `ticksAngle`
 * degrees from `startAngle` (measured from six o'clock, as canvas-gauges does), highlight bands, major ticks
 * with their numbers, the needle at the value and the value box with units.
 */
export function RadialGauge({ widget }: WidgetProps) {
  const s = widget.config.settings;
  const g = gaugeValue(widget, { min: 0, max: 100 });
  const { shown, label } = useGaugeText(widget, g);
  const start = 180 + num(s.startAngle, 45);
  const sweep = Math.min(360, Math.max(10, num(s.ticksAngle, 270)));
  const angle = (v: number) => start + ((v - g.min) / (g.max - g.min)) * sweep;
  const majors = niceTicks(g.min, g.max, Math.max(2, num(s.majorTicksCount, 10) - 1)).ticks.filter((v) => v >= g.min && v <= g.max);
  const [nx, ny] = polar(100, 100, 70, angle(g.min + g.ratio * (g.max - g.min)));
  return (
    <svg className="gauge radial-gauge" viewBox="0 0 200 200" role="img" aria-label={label}>
      <title>{label}</title>
      <circle cx="100" cy="100" r="96" fill={safeColour(s.colorPlate, '#fff')} className="plate" />
      {list(s.highlights).map(record).map((h, i) => (
        <path key={i} d={arcPath(100, 100, 80, angle(Math.max(g.min, num(h.from, g.min))), angle(Math.min(g.max, num(h.to, g.max))))} stroke={safeColour(h.color, '#ccc')} strokeWidth={num(s.highlightsWidth, 15) / 1.5} fill="none" />
      ))}
      <path d={arcPath(100, 100, 88, start, start + sweep)} stroke={safeColour(s.colorMajorTicks, '#444')} strokeWidth="1" fill="none" />
      {majors.map((v) => {
        const [x1, y1] = polar(100, 100, 88, angle(v));
        const [x2, y2] = polar(100, 100, 80, angle(v));
        const [tx, ty] = polar(100, 100, 66, angle(v));
        return (
          <g key={v} className="tick-mark">
            <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={safeColour(s.colorMajorTicks, '#444')} strokeWidth="1.5" />
            <text className="tick" x={tx} y={ty + 3} textAnchor="middle">{v}</text>
          </g>
        );
      })}
      {text(s.unitTitle) && s.showUnitTitle !== false && <text className="gauge-unit-title" x="100" y="70" textAnchor="middle">{text(s.unitTitle)}</text>}
      {g.value !== null && <line className="needle" x1="100" y1="100" x2={nx} y2={ny} stroke={safeColour(s.colorNeedle, '#f44336')} strokeWidth="3" strokeLinecap="round" />}
      <circle cx="100" cy="100" r={Math.max(3, num(s.needleCircleSize, 10) / 2)} fill={safeColour(s.colorNeedle, '#f44336')} />
      <text className="gauge-value" x="100" y="150" textAnchor="middle">{shown}</text>
    </svg>
  );
}

/** temperature_gauge_canvas_gauges (the thermometer scale): a horizontal bar from min to max with highlights and ticks. */
export function LinearGauge({ widget }: WidgetProps) {
  const s = widget.config.settings;
  const g = gaugeValue(widget, { min: 0, max: 100 });
  const { shown, label } = useGaugeText(widget, g);
  const x = (v: number) => 20 + ((v - g.min) / (g.max - g.min)) * 260;
  const majors = niceTicks(g.min, g.max, Math.max(2, num(s.majorTicksCount, 8))).ticks.filter((v) => v >= g.min && v <= g.max);
  return (
    <svg className="gauge linear-gauge" viewBox="0 0 300 110" role="img" aria-label={label}>
      <title>{label}</title>
      {list(s.highlights).map(record).map((h, i) => (
        <rect key={i} x={x(Math.max(g.min, num(h.from, g.min)))} y="30" width={Math.max(0, x(Math.min(g.max, num(h.to, g.max))) - x(Math.max(g.min, num(h.from, g.min))))} height="8" fill={safeColour(h.color, '#ccc')} />
      ))}
      <rect className="track" x="20" y="44" width="260" height="14" fill={safeColour(s.colorBar, '#ddd')} />
      <rect className="bar-value" x="20" y="44" width={260 * g.ratio} height="14" fill={safeColour(s.colorBarProgress, '#2196f3')} />
      {majors.map((v) => (
        <g key={v}>
          <line x1={x(v)} x2={x(v)} y1="60" y2="66" stroke="#666" />
          <text className="tick" x={x(v)} y="78" textAnchor="middle">{v}</text>
        </g>
      ))}
      <text className="gauge-value" x="150" y="20" textAnchor="middle">{shown}</text>
    </svg>
  );
}

/** analogue_compass: the rose with its major tick labels (N, NE, ...) and the needle at the value in degrees. */
export function Compass({ widget }: WidgetProps) {
  const s = widget.config.settings;
  const g = gaugeValue(widget, { min: 0, max: 360 });
  const { label } = useGaugeText(widget, g, '°');
  const names = list(s.majorTicks).map((m) => text(m));
  const ticks = names.length ? names : ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
  const heading = g.value ?? 0;
  const [nx, ny] = polar(100, 100, 70, heading);
  const [tx, ty] = polar(100, 100, 30, heading + 180);
  return (
    <svg className="gauge compass" viewBox="0 0 200 200" role="img" aria-label={label}>
      <title>{label}</title>
      <circle cx="100" cy="100" r="96" fill={safeColour(s.colorPlate, '#222')} stroke={safeColour(s.colorBorder, '#ccc')} strokeWidth="4" />
      {ticks.map((name, i) => {
        const [x, y] = polar(100, 100, 80, (i * 360) / ticks.length);
        return <text key={name + i} className="tick" x={x} y={y + 4} textAnchor="middle" fill={safeColour(s.colorMajorTicks, '#f5f5f5')}>{name}</text>;
      })}
      {g.value !== null && <line className="needle" x1={tx} y1={ty} x2={nx} y2={ny} stroke={safeColour(s.colorNeedle, '#f08080')} strokeWidth="4" strokeLinecap="round" />}
      <circle cx="100" cy="100" r="7" fill={safeColour(s.colorNeedleCircle, '#e8e8e8')} />
    </svg>
  );
}
