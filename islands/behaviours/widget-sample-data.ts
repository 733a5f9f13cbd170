// Sample data for the widget preview: each data key of the widget's default configuration (a "Sin" key when it
// has none) with the last 30 seconds of a wave, as the widget context's `data` carries it.

interface DataKey {
  name?: string;
  label?: string;
  color?: string;
  units?: string;
  decimals?: number;
  settings?: unknown;
}

export interface SampleSeries {
  datasource: { name: string };
  dataKey: { name: string; label: string; color: string; units: string; decimals: number | undefined; settings: unknown };
  data: [number, number][];
}

const PALETTE = ['#2196f3', '#4caf50', '#f44336', '#ffc107', '#607d8b'];

function keysOf(config: Record<string, unknown>): { source: string; key: DataKey }[] {
  const sources = Array.isArray(config.datasources) ? (config.datasources as { name?: string; dataKeys?: DataKey[] }[]) : [];
  const keys = sources.flatMap((source) => (Array.isArray(source?.dataKeys) ? source.dataKeys.map((key) => ({ source: source.name ?? '', key })) : []));
  return keys.length > 0 ? keys : [{ source: '', key: { name: 'Sin', label: 'Sin' } }];
}

export function sampleData(config: Record<string, unknown>, now: number): SampleSeries[] {
  return keysOf(config).map(({ source, key }, index) => ({
    datasource: { name: source },
    dataKey: { name: key.name ?? `key${index}`, label: key.label ?? key.name ?? `key${index}`, color: key.color ?? PALETTE[index % PALETTE.length], units: key.units ?? '', decimals: key.decimals, settings: key.settings ?? {} },
    data: Array.from({ length: 30 }, (_, n) => {
      const ts = Math.floor(now / 1000) * 1000 - (29 - n) * 1000;
      return [ts, Math.round((Math.sin(ts / 5000 + index) * 50 + 50) * 100) / 100] as [number, number];
    }),
  }));
}
