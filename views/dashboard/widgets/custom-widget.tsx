import type { SourceRow } from '../../../server/domain/dashboard/dashboard-view.ts';
import type { WidgetConfig } from '../../../server/domain/dashboard/dashboard-config.ts';
import { useView } from '../../view-context.tsx';
import type { WidgetProps } from './widget-props.ts';

/** A value as the widget context carries it: a number when the text is one, else the text. */
const valueOf = (text: string): number | string => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

/** The widget context's `data`: per row and key, its source, the key and its [time, value] pairs (the series, or the latest value). */
function contextData(config: WidgetConfig, rows: SourceRow[]) {
  return rows.flatMap((row) =>
    row.values.map((value) => ({
      datasource: { name: config.datasources[row.datasourceIndex]?.name ?? '', entityName: row.entity?.name ?? '', entityLabel: row.entity?.label ?? '' },
      dataKey: { name: value.key.name, label: value.key.label, color: value.key.color, units: value.key.units, decimals: value.key.decimals ?? undefined, settings: value.key.settings },
      data: value.series.length > 0 ? value.series.map(([ts, v]) => [ts, valueOf(v)]) : value.latest ? [[value.latest.ts, valueOf(value.latest.value)]] : [],
    })),
  );
}

/**
 * A tenant's own widget type: its code runs in the sandboxed frame (`/widget-frame`), which the dashboard's script
 * (asked for by the widget's frame, `widget-frame.tsx`) feeds with this widget's code, settings and data. A live
 * update keeps the frame (`data-live-frame`) and sends it the new data: the widget's state lives on.
 */
export function CustomWidget({ widget }: WidgetProps) {
  const { t, url } = useView();
  const { config, data } = widget;
  if (!data.custom) return null;
  const run = { ...data.custom, settings: config.settings, units: config.units, decimals: config.decimals ?? 2, data: contextData(config, data.rows) };
  return (
    <div className="custom-widget">
      <iframe className="custom-widget-frame" id={`custom-widget-frame-${config.id}`} src={url('/widget-frame')} sandbox="allow-scripts" title={config.title || config.typeKey} data-widget-run={JSON.stringify(run)} data-live-frame="" />
      <p className="custom-widget-error" role="status" data-error-label={t('widget.preview-error')} />
    </div>
  );
}
