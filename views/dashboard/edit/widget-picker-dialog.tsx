import { useView } from '../../view-context.tsx';
import { ColourPickerDialog } from '../../parts/pickers/colour-picker-dialog.tsx';
import { IconPickerDialog } from '../../parts/pickers/icon-picker-dialog.tsx';
import { schemaFieldId } from '../../parts/schema-form/schema-form.tsx';

export interface WidgetPickerDialogProps {
  dashboardId: string;
  stateId: string;
  widgetId: string;
  /** The field's name (its path in the dashboard) and which picker it takes. */
  name: string;
  kind: 'color' | 'icon';
  /** The field's value in the edit-widget dialog's input. */
  value: string;
  /** The colour dialog: the text shown (what was posted, when refused) and the refusal. */
  text?: string;
  error?: string;
  /** The icon dialog: what `pickerIcons` chose for the query and the toggle. */
  icons?: { icons: string[]; all: boolean; query: string };
}

/**
 * A colour or icon field's picker dialog in the edit-widget dialog, at the edit-widget dialog's address with
 * `picker=<field>`: Select posts the choice (`/picker`), which goes back to the edit-widget dialog with the value set
 * and its other input kept; Cancel goes back with nothing changed. The opener takes the focus again either way.
 */
export function WidgetPickerDialog({ dashboardId, stateId, widgetId, name, kind, value, text, error, icons }: WidgetPickerDialogProps) {
  const { url } = useView();
  const dialog = `/dashboards/${dashboardId}/edit/widgets/${widgetId}`;
  const back = `${url(dialog, { state: stateId, returned: name })}#${schemaFieldId(name)}-picker`;
  const action = url(`${dialog}/picker`, { state: stateId, picker: name });
  if (kind === 'color') return <ColourPickerDialog id="colour-dialog" action={action} cancelHref={back} name="color" value={text ?? value} initial={value} error={error} />;
  const list = icons ?? { icons: [], all: false, query: '' };
  return <IconPickerDialog id="icon-dialog" action={action} searchAction={url(dialog)} keep={{ state: stateId, picker: name }} cancelHref={back} name="icon" value={value || null} {...list} />;
}
