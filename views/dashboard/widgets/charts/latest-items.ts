import type { WidgetView } from '../../../../server/domain/dashboard/dashboard-view.ts';
import { paletteColour, safeColour } from '../colours.ts';
import { decimalsOf, numeric, unitsOf } from '../format-value.ts';
import { withEntity } from '../labels.ts';

/** A latest value of one key of one entity, for the bar, pie and radar charts. */
export interface LatestItem {
  label: string;
  value: number;
  colour: string;
  units: string;
  decimals: number;
}

/** Every numeric latest value of the widget, in datasource order. */
export function latestItems(widget: WidgetView): LatestItem[] {
  let n = 0;
  return widget.data.rows.flatMap((row) =>
    row.values.flatMap((v) => {
      const i = n++;
      const value = numeric(v.latest?.value);
      if (value === null) return [];
      return [{
        label: withEntity(v.key.label, row.entity),
        value,
        colour: safeColour(v.key.color, paletteColour(i)),
        units: unitsOf(v.key, widget.config),
        decimals: decimalsOf(v.key, widget.config),
      }];
    }),
  );
}
