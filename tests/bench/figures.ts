// The summary of a benchmark run: each figure beside its goal.

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** None: the figure is reported, not judged. */
  goal?: number;
  better: 'lower' | 'higher';
  /** What the figure was computed from (the same run's reference measurements). */
  detail?: string;
}

function show(value: number, unit: string): string {
  const digits = unit === '×' ? 2 : (unit === 'ms' && value < 100) || unit === '%' ? 1 : 0;
  return `${value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}`;
}

export function printFigures(figures: Figure[]): void {
  console.log('\nsummary: every figure of the performance table, beside its goal');
  console.table(Object.fromEntries(figures.map((f) => [f.name, {
    now: show(f.value, f.unit),
    goal: f.goal === undefined ? '(none)' : `${f.better === 'lower' ? '≤' : '≥'} ${show(f.goal, f.unit)}`,
    met: f.goal === undefined ? '' : (f.better === 'lower' ? f.value <= f.goal : f.value >= f.goal) ? 'yes' : 'NO',
  }])));
  for (const f of figures) if (f.detail) console.log(`${f.name}: ${f.detail}`);
}
