import { bool, num, text } from '../../../../server/dashboards/json-read.ts';
import { useView } from '../../../view-context.tsx';
import { useCustomText } from '../../custom-text.ts';
import { WidgetForm } from '../../widget-form.tsx';
import { safeColour } from '../colours.ts';
import type { WidgetProps } from '../widget-props.ts';

/** The state a switch shows: what the device answered (true-ish values), else its `initialValue`. */
function switchState(widget: WidgetProps['widget']): boolean {
  const v = widget.data.controlValue;
  if (v === null) return bool(widget.config.settings.initialValue, false);
  return v === 'true' || v === '1' || (Number(v) > 0 && Number.isFinite(Number(v)));
}

function useTargetCheck(widget: WidgetProps['widget']) {
  const { t } = useView();
  if (widget.data.target) return null;
  return <p className="no-data">{t('widget.no-target-device')}</p>;
}

function FormResult({ widget }: WidgetProps) {
  return widget.form?.error ? <p className="form-error" role="alert">{widget.form.error}</p> : null;
}

/**
 * round_switch, switch_control, slide_toggle_control: the device's state as a switch; pressing it posts the other
 * state, which the console sends with the widget's `setValueMethod` (RPC). The state comes from `getValueMethod`
 * or the value key, read when the page is drawn.
 */
export function SwitchControl({ widget }: WidgetProps) {
  const { t } = useView();
  const text_ = useCustomText();
  const missing = useTargetCheck(widget);
  if (missing) return missing;
  const on = switchState(widget);
  const s = widget.config.settings;
  const title = text_(text(s.title)) || text_(widget.config.title);
  const labels = bool(s.showOnOffLabels, true);
  return (
    <WidgetForm widgetId={widget.config.id} action="rpc" className={`switch-control ${widget.config.typeAlias}`}>
      <button type="submit" name="params" value={on ? 'false' : 'true'} role="switch" aria-checked={on} className={on ? 'switch on' : 'switch off'}>
        <span className="switch-track" aria-hidden="true"><span className="switch-thumb" /></span>
        <span className="switch-label">{title}</span>
        {labels && <span className="switch-state">{t(on ? 'widget.on' : 'widget.off')}</span>}
      </button>
      <FormResult widget={widget} />
    </WidgetForm>
  );
}

/** knob_control as a number form: the device's value (or `initialValue`) between the knob's limits, sent with `setValueMethod`. */
export function KnobControl({ widget }: WidgetProps) {
  const { t } = useView();
  const text_ = useCustomText();
  const missing = useTargetCheck(widget);
  if (missing) return missing;
  const s = widget.config.settings;
  const min = num(s.minValue, 0);
  const max = num(s.maxValue, 100);
  const current = widget.form?.values.params ?? widget.data.controlValue ?? String(num(s.initialValue, min));
  const id = `knob${widget.index}`;
  const error = widget.form?.fieldErrors.params;
  return (
    <WidgetForm widgetId={widget.config.id} action="rpc" className="knob-control">
      <div className="form-field">
        <label htmlFor={id}>{text_(text(s.title)) || text_(widget.config.title) || t('widget.value')}</label>
        <input id={id} type="number" name="params" min={min} max={max} step="any" defaultValue={current} required aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        {error && <span id={`${id}-error`} className="field-error">{error}</span>}
      </div>
      <p className="knob-range">{t('widget.range', { min, max })}</p>
      <button type="submit" className="button primary">{t('widget.set-value')}</button>
      <FormResult widget={widget} />
    </WidgetForm>
  );
}

/** A control that is one button posting its form; the button's look from upstream's `styleButton`. */
function OneButton({ widget, action, label }: WidgetProps & { action: string; label: string }) {
  const missing = useTargetCheck(widget);
  if (missing) return missing;
  const primary = bool((widget.config.settings.styleButton as Record<string, unknown> | undefined)?.isPrimary, false);
  return (
    <WidgetForm widgetId={widget.config.id} action={action} className="rpc-button">
      <button type="submit" className={primary ? 'button primary' : 'button'}>{label}</button>
      <FormResult widget={widget} />
    </WidgetForm>
  );
}

/** rpcbutton: one button sending the configured method and parameters. */
export function RpcButton({ widget }: WidgetProps) {
  const text_ = useCustomText();
  return <OneButton widget={widget} action="rpc" label={text_(text(widget.config.settings.buttonText, 'Send RPC'))} />;
}

/** control_widgets.update_attributes: one button writing the configured attribute values to the target device. */
export function UpdateAttributesButton({ widget }: WidgetProps) {
  const { t } = useView();
  const text_ = useCustomText();
  return <OneButton widget={widget} action="device-attributes" label={text_(text(widget.config.settings.buttonText)) || t('widget.update-attributes')} />;
}

/** led_indicator: the device's state as a lit or dark LED in its colour. */
export function LedIndicator({ widget }: WidgetProps) {
  const { t } = useView();
  const text_ = useCustomText();
  const missing = useTargetCheck(widget);
  if (missing) return missing;
  const on = switchState(widget);
  const colour = safeColour(widget.config.settings.ledColor, '#4caf50');
  const title = text_(text(widget.config.settings.title)) || text_(widget.config.title);
  return (
    <div className="led-indicator">
      <svg viewBox="0 0 40 40" role="img" aria-label={t(on ? 'widget.led-on' : 'widget.led-off', { title })}>
        <circle cx="20" cy="20" r="16" fill={on ? colour : '#9e9e9e'} fillOpacity={on ? 1 : 0.4} stroke="#666" />
      </svg>
      <span>{title}</span>
    </div>
  );
}
