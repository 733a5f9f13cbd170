/** What the colour and icon inputs share: a text field named by its JSON path, and the link to its picker dialog. */
export interface PickerFieldProps {
  id: string;
  /** The value's JSON path in the posted entity. */
  name: string;
  label: string;
  value: string | null | undefined;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** The picker dialog's own address for this field (its page renders the dialog there). */
  pickerHref?: string;
  /** Instead of the address: the opener posts the field's form with `picker=<this>` (PickerOpener). */
  pickerPost?: string;
  /** The page came back from this field's picker dialog: its opener takes the focus again. */
  returned?: boolean;
}
