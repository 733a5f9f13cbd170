import type { WidgetConfig } from '../domain/dashboard/dashboard-config.ts';
import type { RpcRequest } from '../platform/types/telemetry.ts';
import { bool, num, text } from './json-read.ts';

const SWITCHES = new Set(['control_widgets.round_switch', 'control_widgets.switch_control', 'control_widgets.slide_toggle_control']);

export type RpcPlan = { oneWay: boolean; request: RpcRequest } | { error: { key: string; values?: Record<string, string> } };

function timeoutOf(widget: WidgetConfig): number {
  return Math.max(1, Math.round(num(widget.settings.requestTimeout, 5000)));
}

/**
 * The RPC a control widget sends for a submitted value, as upstream's controls do: the button its configured method
 * and parameters (two-way unless `oneWayElseTwoWay`), a switch `setValueMethod` with the new state, the knob
 * `setValueMethod` with a number within its limits. Null for widgets that send no RPC.
 */
export function rpcPlan(widget: WidgetConfig, submitted: string | undefined): RpcPlan | null {
  const s = widget.settings;
  const persistent = bool(s.requestPersistent, false);
  if (widget.typeKey === 'control_widgets.rpcbutton') {
    const raw = text(s.methodParams, '{}');
    let params: unknown = raw;
    try {
      params = JSON.parse(raw);
    } catch {
      // upstream sends parameters that are not JSON as the text itself
    }
    return { oneWay: bool(s.oneWayElseTwoWay, true), request: { method: text(s.methodName, 'rpcCommand'), params, timeout: timeoutOf(widget), persistent } };
  }
  if (SWITCHES.has(widget.typeKey)) {
    if (submitted !== 'true' && submitted !== 'false') return { error: { key: 'widget.invalid-switch-value' } };
    return { oneWay: true, request: { method: text(s.setValueMethod, 'setValue'), params: submitted === 'true', timeout: timeoutOf(widget), persistent } };
  }
  if (widget.typeKey === 'control_widgets.knob_control') {
    const value = Number((submitted ?? '').trim());
    const min = num(s.minValue, 0);
    const max = num(s.maxValue, 100);
    if (!submitted?.trim() || !Number.isFinite(value)) return { error: { key: 'widget.invalid-number' } };
    if (value < min) return { error: { key: 'widget.value-below-min', values: { min: String(min) } } };
    if (value > max) return { error: { key: 'widget.value-above-max', values: { max: String(max) } } };
    return { oneWay: true, request: { method: text(s.setValueMethod, 'setValue'), params: value, timeout: timeoutOf(widget), persistent } };
  }
  return null;
}
