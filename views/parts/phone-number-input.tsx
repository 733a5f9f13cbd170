import { phoneExample } from '../../server/domain/phone-field.ts';

/** Where the phone input's country select asks for the number input drawn for the chosen country. */
export const PHONE_NUMBER_INPUT = '/search/phone-number';

export interface PhoneNumberView {
  id: string;
  /** The field's name (its JSON path); the country comes as `<name>.country`. */
  name: string;
  value: string;
  country: string;
  legacy?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** The id of the field's error line while it shows one. */
  errorId?: string;
}

/**
 * The phone input's number: its placeholder is the chosen country's example number in E.164. The server draws it
 * for the country, in the form and again when the country select changes (htmx), so no script keeps it in step.
 * That redraw is a morph that leaves the text alone (`data-keep-typed`, islands/behaviours/keep-typed-text.ts): what
 * is typed while the answer is on its way stays, and so do the focus and the caret.
 */
export function PhoneNumberInput({ view }: { view: PhoneNumberView }) {
  return (
    <input
      type="tel"
      id={view.id}
      name={view.name}
      defaultValue={view.value}
      placeholder={view.legacy ? undefined : phoneExample(view.country)}
      maxLength={view.legacy ? 255 : undefined}
      required={view.required}
      disabled={view.disabled}
      readOnly={view.readOnly}
      aria-invalid={view.errorId ? true : undefined}
      aria-describedby={view.errorId}
      data-keep-typed=""
    />
  );
}

/** The htmx attributes of the country select: the number input drawn again for the new country (morphed in place), the text kept. */
export function countryChangeAttributes(view: PhoneNumberView, href: string) {
  const vals = { field: view.name, id: view.id, ...(view.required ? { required: 'true' } : {}), ...(view.errorId ? { errorId: view.errorId } : {}) };
  return { 'hx-get': href, 'hx-trigger': 'change', 'hx-target': `#${view.id}`, 'hx-swap': 'outerMorph', 'hx-include': `#${view.id}`, 'hx-vals': JSON.stringify(vals) } as const;
}
