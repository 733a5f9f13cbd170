import { DASHBOARD_SETTINGS, GRID, REALTIME_MINUTE, dashboardConfiguration, dataKey, stableUuid } from './builder.ts';
import type { EntityAlias, WidgetSpec } from './builder.ts';

const TITLE = 'Rule Engine Statistics';

// The platform records the statistics of each rule-engine queue as time series of a `TbServiceQueue` asset.
const queues: EntityAlias = {
  id: stableUuid(`${TITLE}/alias/TbServiceQueues`), alias: 'TbServiceQueues',
  filter: { type: 'assetType', resolveMultiple: true, assetType: 'TbServiceQueue', assetNameFilter: '' },
};

// This dashboard's grid gives its margins as a pair.
const MARGINS_GRID = (({ margin, ...rest }) => ({ ...rest, margins: [margin, margin] }))(GRID);

const LINE = { showLines: true, fillLines: false, showPoints: false, axisPosition: 'left' };
const series = (name: string, label: string, color: string) => dataKey(name, 'timeseries', `\${entityName} ${label}`, color, { settings: LINE });
const stats = (title: string, keys: ReturnType<typeof series>[]): WidgetSpec => ({
  type: 'charts.basic_timeseries', title, sources: [{ alias: queues, keys }],
  settings: { shadowSize: 4, fontColor: '#545454', fontSize: 10, stack: false, tooltipIndividual: false },
  config: {
    timewindow: { realtime: { interval: 1000, timewindowMs: 300000 }, aggregation: { type: 'NONE', limit: 8640 } },
    useDashboardTimewindow: false, showLegend: true,
    legendConfig: { direction: 'column', position: 'bottom', showMin: true, showMax: true, showAvg: false, showTotal: true },
  },
});
// The exception value is a JSON object; each column shows one of its members (our own cell scripts).
const member = (label: string, color: string, name: string) => dataKey('ruleEngineException', 'timeseries', label, color, {
  settings: { useCellStyleFunction: false, useCellContentFunction: true, cellContentFunction: `return JSON.parse(value)['${name}'];` },
});

/** The upstream Rule Engine Statistics dashboard: message counters and failures per queue, and the latest exceptions. */
export function ruleEngineStatisticsDashboard() {
  return dashboardConfiguration({
    title: TITLE,
    aliases: [queues],
    states: {
      default: { name: 'Rule Engine Statistics', root: true, grid: MARGINS_GRID, widgets: [
        { widget: stats('Queue Stats', [
          series('successfulMsgs', 'Successful', '#4caf50'), series('failedMsgs', 'Permanent Failures', '#ef5350'),
          series('tmpFailed', 'Processing Failures', '#ffc107'),
        ]), sizeX: 12, sizeY: 7, row: 0, col: 0 },
        { widget: stats('Processing Failures and Timeouts', [
          series('timeoutMsgs', 'Permanent Timeouts', '#4caf50'), series('tmpTimeout', 'Processing Timeouts', '#9c27b0'),
        ]), sizeX: 12, sizeY: 7, row: 0, col: 12 },
        { widget: {
          type: 'cards.timeseries_table', title: 'Exceptions',
          sources: [{ alias: queues, keys: [
            member('Rule Chain', '#2196f3', 'ruleChainName'), member('Rule Node', '#4caf50', 'ruleNodeName'),
            member('Latest Error', '#f44336', 'message'),
          ] }],
          settings: { showTimestamp: true, displayPagination: true, defaultPageSize: 10 },
          config: {
            timewindow: { realtime: { interval: 1000, timewindowMs: 86400000 }, aggregation: { type: 'NONE', limit: 200 } },
            backgroundColor: 'rgb(255, 255, 255)', useDashboardTimewindow: false,
          },
        }, sizeX: 24, sizeY: 5, row: 7, col: 0 },
      ] },
    },
    settings: DASHBOARD_SETTINGS,
    timewindow: REALTIME_MINUTE,
  });
}
