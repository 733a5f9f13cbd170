import { FieldError, invalidWhen } from '../../form-parts.tsx';
import { Icon } from '../../icon.tsx';
import { useView } from '../../view-context.tsx';
import { PlainIsland } from '../island.tsx';
import { ColourSwatch } from './colour-swatch.tsx';
import { PickerOpener } from './picker-opener.tsx';
import type { PickerFieldProps } from './picker-field.ts';

/** The colour's path is checked by the route with `checkColour` (server/domain/pickers/colour.ts). */
export interface ColourInputProps extends PickerFieldProps {
  /** A clear button (with JavaScript: the text field can always be emptied by hand). */
  clearable?: boolean;
}

/**
 * The colour input (widgets spec §2): a text field holding any CSS colour, its sample, and a link to the colour
 * picker dialog. It posts the text; the `colour-picker` island keeps the sample in step while typing.
 */
export function ColourInput({ id, name, label, value, error, required, disabled, readOnly, pickerHref, pickerPost, clearable, returned }: ColourInputProps) {
  const { t } = useView();
  const errorId = `${id}-error`;
  const editable = !disabled && !readOnly;
  const open = t('color.open-color-picker');
  const clear = t('color.clear');
  return (
    <PlainIsland name="colour-picker" props={{}}>
      <div className="form-field colour-input" data-colour-input="">
        <label htmlFor={id}>{label}</label>
        <div className="colour-input-row">
          <ColourSwatch colour={error ? null : value || null} />
          <input type="text" id={id} name={name} defaultValue={value ?? ''} required={required} disabled={disabled} readOnly={readOnly}
            autoComplete="off" spellCheck={false} className="colour-text" data-colour-text="" {...invalidWhen(error, errorId)} />
          {editable && clearable && (
            <button type="button" className="icon-button js-only" data-colour-clear="" title={clear} aria-label={clear}><Icon name="format_color_reset" /></button>
          )}
          {editable && <PickerOpener id={id} href={pickerHref} post={pickerPost} label={open} icon="palette" returned={returned} />}
        </div>
        <FieldError id={errorId} message={error} />
      </div>
    </PlainIsland>
  );
}
