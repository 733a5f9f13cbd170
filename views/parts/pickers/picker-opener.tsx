import { Icon } from '../../icon.tsx';

/** The form member a picker opener posts (its value: the field's name) when its form must keep what it holds. */
export const PICKER_FIELD = 'picker';

export interface PickerOpenerProps {
  /** The field's id; the opener is `<id>-picker`. */
  id: string;
  /** The picker dialog's own address: a link to it. */
  href?: string;
  /** Instead: a submit button posting its form with `picker=<post>`, so that the page keeps the form's input while
   * the dialog is open (a dialog's schema form); the page answers with the picker dialog's address. */
  post?: string;
  label: string;
  icon: string;
  /** The page came back from this picker: its opener takes the focus again. */
  returned?: boolean;
}

/** The button next to a colour or icon field that opens its picker dialog, without JavaScript. */
export function PickerOpener({ id, href, post, label, icon, returned }: PickerOpenerProps) {
  const opens = { title: label, 'aria-label': label, 'aria-haspopup': 'dialog', autoFocus: returned } as const;
  if (post !== undefined) return <button type="submit" className="icon-button" id={`${id}-picker`} name={PICKER_FIELD} value={post} formNoValidate {...opens}><Icon name={icon} /></button>;
  if (href) return <a className="icon-button" id={`${id}-picker`} href={href} {...opens}><Icon name={icon} /></a>;
  return null;
}
