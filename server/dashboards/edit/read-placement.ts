import type { FieldProblem } from '../../domain/schema-form/schema-types.ts';
import type { LayoutId, Placement } from './edit-config.ts';

/** A position form's field: the JSON path of a widget's place in a state's layout. */
const FIELD = /^configuration\.states\.([^.]+)\.layouts\.(main|right)\.widgets\.([^.]+)\.(col|row|sizeX|sizeY|mobileOrder|mobileHeight)$/;

export interface PlacementForm {
  stateId: string;
  layoutId: LayoutId;
  widgetId: string;
  input: Record<string, string>;
}

/** The position form's widget and its fields, or null when the body names none or more than one widget. */
export function placementForm(body: Record<string, unknown>): PlacementForm | null {
  let found: Omit<PlacementForm, 'input'> | null = null;
  const input: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    const m = FIELD.exec(name);
    if (!m || typeof value !== 'string') continue;
    const [, stateId, layoutId, widgetId, member] = m;
    if (found && (found.stateId !== stateId || found.layoutId !== layoutId || found.widgetId !== widgetId)) return null;
    found = { stateId, layoutId: layoutId as LayoutId, widgetId };
    input[member] = value;
  }
  return found ? { ...found, input } : null;
}

export function placementName(stateId: string, layoutId: string, widgetId: string, member: string): string {
  return `configuration.states.${stateId}.layouts.${layoutId}.widgets.${widgetId}.${member}`;
}

function whole(text: string | undefined, min: number, max: number, optional: boolean): { value: number | null } | { problem: FieldProblem } {
  const s = (text ?? '').trim();
  if (s === '') return optional ? { value: null } : { problem: { key: 'schema-form.required' } };
  const n = Number(s);
  if (!Number.isFinite(n)) return { problem: { key: 'schema-form.not-a-number' } };
  if (!Number.isInteger(n)) return { problem: { key: 'schema-form.not-an-integer' } };
  if (n < min) return { problem: { key: 'schema-form.minimum', values: { min: String(min) } } };
  if (n > max) return { problem: { key: 'schema-form.maximum', values: { max: String(max) } } };
  return { value: n };
}

/**
 * A widget's place from its form, checked against the layout's grid: whole cells, at least one cell big, inside the
 * layout's columns; mobile order and height optional. Problems are keyed by the member.
 */
export function readPlacement(input: Record<string, string>, columns: number): { placement: Placement } | { errors: Record<string, FieldProblem> } {
  const errors: Record<string, FieldProblem> = {};
  const read = (member: keyof Placement, min: number, max: number, optional = false) => {
    const r = whole(input[member], min, max, optional);
    if ('problem' in r) {
      errors[member] = r.problem;
      return null;
    }
    return r.value;
  };
  const sizeX = read('sizeX', 1, columns);
  const col = read('col', 0, columns - 1);
  const row = read('row', 0, 10000);
  const sizeY = read('sizeY', 1, 1000);
  const mobileOrder = read('mobileOrder', -100000, 100000, true);
  const mobileHeight = read('mobileHeight', 1, 1000, true);
  if (col !== null && sizeX !== null && col + sizeX > columns && !errors.col) errors.col = { key: 'dashboard-edit.outside-grid', values: { columns: String(columns) } };
  if (Object.keys(errors).length) return { errors };
  return { placement: { col: col!, row: row!, sizeX: sizeX!, sizeY: sizeY!, mobileOrder, mobileHeight } };
}
