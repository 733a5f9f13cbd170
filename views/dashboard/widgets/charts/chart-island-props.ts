import { bool, num } from '../../../../server/dashboards/json-read.ts';
import type { Series } from './series.ts';

export type ChartStyle = 'line' | 'bars' | 'steps';

/** One series as the chart island draws it: the server SVG's colour, line, units and decimals, and its points. */
export interface ChartSeriesProps {
  label: string;
  colour: string;
  units: string;
  decimals: number;
  lineWidth: number;
  fill: boolean;
  showLine: boolean;
  showPoints: boolean;
  pointRadius: number;
  points: [number, number][];
}

/**
 * What the chart island (islands/chart) needs to take over a time chart's server SVG in place: the same window,
 * scale overrides, ticks and formats, so its first frame looks as the SVG did.
 */
export interface ChartIslandProps {
  style: ChartStyle;
  startTs: number;
  endTs: number;
  /** The window's grouping interval (a bar's width), 0 without aggregation. */
  interval: number;
  timeZone: string;
  numberLocale: string;
  dateLocale: string;
  /** The y axis's bounds of the widget's settings, else null (from the data). */
  yMin: number | null;
  yMax: number | null;
  /** The server SVG's padding, so the plot sits where the SVG's did. */
  pad: { left: number; right: number; top: number; bottom: number };
  noData: string;
  series: ChartSeriesProps[];
}

/** A points event of the live bridge for a chart (`dashboard-chart` tile): all its points, or those of one update. */
export interface ChartPointsEvent {
  /** The id of the widget's element. */
  id: string;
  /** The window, moved on with the clock. */
  startTs: number;
  endTs: number;
  /** True: `series` holds every point (a first or a fresh snapshot); false: the points of one update. */
  full: boolean;
  /** Per series in the chart's order: its points ([ts, value], a point of the same ts replaces the one held). */
  series: [number, number][][];
}

/** A series with its settings read as the SVG reads them. */
export function seriesProps(s: Series): ChartSeriesProps {
  return {
    label: s.label,
    colour: s.colour,
    units: s.units,
    decimals: s.decimals,
    lineWidth: Math.max(0.5, num(s.settings.lineWidth, 1.5)),
    fill: bool(s.settings.fillLines, false),
    showLine: bool(s.settings.showLines, true),
    showPoints: bool(s.settings.showPoints, false),
    pointRadius: num(s.settings.showPointsRadius, 3),
    points: s.points,
  };
}
