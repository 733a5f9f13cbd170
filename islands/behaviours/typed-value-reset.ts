import { isValueType, valueAfterTypeChange } from '../../server/domain/typed-value.ts';

/**
 * A typed value input's type chosen (views/parts/typed-value-input.tsx): its value reset as the widgets spec says
 * (§4), so that text typed for one type is not sent as another. Without JavaScript the value is kept and the server
 * checks it against the type posted with it.
 */
export function enableTypedValueReset(root: Document): void {
  root.addEventListener('change', (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || select.name !== 'type' || !isValueType(select.value)) return;
    const input = select.closest('.typed-value');
    if (!input) return;
    const reset = valueAfterTypeChange(select.value);
    const text = input.querySelector('textarea');
    if (text) {
      text.value = reset.text;
      text.rows = select.value === 'JSON' ? 6 : 1;
    }
    const box = input.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (box) box.checked = reset.checked;
  });
}
