import { cssImageUrl } from '../../../../server/dashboards/css-values.ts';
import { list, num, record, text } from '../../../../server/dashboards/json-read.ts';
import { useView } from '../../../view-context.tsx';
import { useCustomText } from '../../custom-text.ts';
import { safeColour } from '../colours.ts';
import { fillPattern } from '../patterns.ts';
import type { WidgetProps } from '../widget-props.ts';

/**
 * cards.label_widget: labels with value patterns placed in percent of the background image. Drawn as SVG so
 * that the positions and fonts stay attributes (the CSP allows no inline style).
 */
export function LabelWidget({ widget }: WidgetProps) {
  const { format } = useView();
  const text_ = useCustomText();
  const s = widget.config.settings;
  const image = cssImageUrl(text(s.backgroundImageUrl)) ? text(s.backgroundImageUrl) : null;
  const labels = list(s.labels).map(record);
  return (
    <svg className="label-widget" viewBox="0 0 100 100" preserveAspectRatio="xMidYMid meet" role="img" aria-label={text_(widget.config.title)}>
      {image && <image href={image} x="0" y="0" width="100" height="100" preserveAspectRatio="xMidYMid meet" />}
      {labels.map((label, i) => {
        const font = record(label.font);
        return (
          <text key={i} x={num(label.x, 0)} y={num(label.y, 0)} fill={safeColour(font.color, '#515151')} fontSize={Math.max(1, num(font.size, 6))} fontWeight={text(font.weight, '500')}>
            {fillPattern(text(label.pattern), widget, format.numberLocale)}
          </text>
        );
      })}
    </svg>
  );
}
