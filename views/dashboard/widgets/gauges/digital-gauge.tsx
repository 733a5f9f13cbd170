import { bool, list, num, text } from '../../../../server/dashboards/json-read.ts';
import { useView } from '../../../view-context.tsx';
import { useCustomText } from '../../custom-text.ts';
import { safeColour } from '../colours.ts';
import { formatValue } from '../format-value.ts';
import type { WidgetProps } from '../widget-props.ts';
import { arcPath, gaugeValue } from './gauge-value.ts';

type Shape = 'arc' | 'donut' | 'horizontalBar' | 'verticalBar';

/** The level colour at a position of the range: the colour list split into equal parts, as the digital gauges do. */
function levelColour(colours: string[], ratio: number, fallback: string): string {
  if (!colours.length) return fallback;
  return colours[Math.min(colours.length - 1, Math.floor(ratio * colours.length))];
}

/**
 * The digital gauges (justgage, LCD, neon, digital bar, thermometer, speedometer) as SVG by their `gaugeType`:
 * a half arc, a full ring, a horizontal or a vertical bar, filled to the value in its level colour, with the
 * value, units, title and min/max labels the settings show.
 */
export function DigitalGauge({ widget }: WidgetProps) {
  const { format, t } = useView();
  const text_ = useCustomText();
  const s = widget.config.settings;
  const g = gaugeValue(widget, { min: 0, max: 100 });
  const shape = (['arc', 'donut', 'horizontalBar', 'verticalBar'] as Shape[]).find((x) => x === s.gaugeType) ?? 'arc';
  const shown = g.value === null ? t('widget.no-value') : formatValue(String(g.value), g.decimals, '', format.numberLocale);
  const units = bool(s.showUnitTitle, true) ? text(s.unitTitle) || g.units : g.units;
  const colours = list(s.levelColors).map((c) => safeColour(c, '')).filter(Boolean);
  const fill = levelColour(colours, g.ratio, safeColour(s.defaultColor, safeColour(s.gaugeColor, '#2196f3')));
  const track = safeColour(s.gaugeColor, '#eee');
  const title = bool(s.showTitle, false) ? text_(text(s.title)) : '';
  const label = t('widget.gauge-label', { title: text_(widget.config.title), value: `${shown} ${units}`.trim() });
  const minMax = bool(s.showMinMax, true);
  const valueText = bool(s.showValue, true);
  if (shape === 'horizontalBar' || shape === 'verticalBar') {
    const vertical = shape === 'verticalBar';
    return (
      <svg className={`gauge digital-gauge ${shape}`} viewBox={vertical ? '0 0 100 200' : '0 0 300 100'} role="img" aria-label={label}>
        <title>{label}</title>
        {title && <text className="gauge-title" x={vertical ? 50 : 150} y="14" textAnchor="middle">{title}</text>}
        {vertical ? (
          <>
            <rect className="track" x="35" y="30" width="30" height="130" fill={track} />
            <rect className="bar-value" x="35" y={30 + 130 * (1 - g.ratio)} width="30" height={130 * g.ratio} fill={fill} />
            {minMax && <text className="tick" x="72" y="164">{g.min}</text>}
            {minMax && <text className="tick" x="72" y="36">{g.max}</text>}
            {valueText && <text className="gauge-value" x="50" y="186" textAnchor="middle">{`${shown} ${units}`.trim()}</text>}
          </>
        ) : (
          <>
            <rect className="track" x="20" y="40" width="260" height="24" fill={track} />
            <rect className="bar-value" x="20" y="40" width={260 * g.ratio} height="24" fill={fill} />
            {minMax && <text className="tick" x="20" y="80">{g.min}</text>}
            {minMax && <text className="tick" x="280" y="80" textAnchor="end">{g.max}</text>}
            {valueText && <text className="gauge-value" x="150" y="32" textAnchor="middle">{`${shown} ${units}`.trim()}</text>}
          </>
        )}
      </svg>
    );
  }
  const donut = shape === 'donut';
  const from = donut ? num(s.donutStartAngle, 90) : 270;
  const sweep = donut ? 360 : 180;
  const width = Math.max(4, 24 * num(s.gaugeWidthScale, 1));
  return (
    <svg className={`gauge digital-gauge ${shape}`} viewBox={donut ? '0 0 200 200' : '0 0 200 130'} role="img" aria-label={label}>
      <title>{label}</title>
      <path className="track" d={arcPath(100, 100, 80, from, from + sweep)} stroke={track} strokeWidth={width} fill="none" />
      {g.ratio > 0 && <path className="bar-value" d={arcPath(100, 100, 80, from, from + sweep * g.ratio)} stroke={fill} strokeWidth={width} fill="none" />}
      {title && <text className="gauge-title" x="100" y={donut ? 70 : 40} textAnchor="middle">{title}</text>}
      {valueText && <text className="gauge-value" x="100" y={donut ? 108 : 96} textAnchor="middle">{shown}</text>}
      {units && <text className="gauge-units" x="100" y={donut ? 128 : 114} textAnchor="middle">{units}</text>}
      {minMax && !donut && <text className="tick" x="20" y="124" textAnchor="middle">{g.min}</text>}
      {minMax && !donut && <text className="tick" x="180" y="124" textAnchor="middle">{g.max}</text>}
    </svg>
  );
}
