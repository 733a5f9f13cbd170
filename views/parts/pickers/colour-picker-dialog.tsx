import { COLOUR_PRESETS, colourParts } from '../../../server/domain/pickers/colour.ts';
import { Dialog, useDialogLabels } from '../../dialogs/dialog.tsx';
import { CsrfField, FieldError, invalidWhen } from '../../form-parts.tsx';
import { useView } from '../../view-context.tsx';
import { DefaultSubmit } from '../default-submit.tsx';
import { PlainIsland } from '../island.tsx';
import { ColourSwatch } from './colour-swatch.tsx';

export interface ColourPickerDialogProps {
  id: string;
  /** Where Select posts: the text as `name`, and `_colour.initial`, `_colour.hex`, `_colour.alpha` or `_colour.preset` (`chosenColour` reads them). */
  action: string;
  /** Where Cancel leads: the page without the dialog, nothing chosen. */
  cancelHref: string;
  name: string;
  /** The colour shown (what was posted, when the server refused it). */
  value: string;
  /** The colour the dialog opened with. */
  initial: string;
  error?: string;
}

/** Form members of the dialog besides the colour text (server/domain/pickers/colour.ts `chosenColour`). */
export const COLOUR_FORM = { initial: '_colour.initial', hex: '_colour.hex', alpha: '_colour.alpha', preset: '_colour.preset' } as const;

/**
 * The colour picker dialog (widgets spec §2), at its own address: the browser's colour picker with an opacity
 * slider, the Material presets (each a submit button: choosing one selects it) and the colour as text (hex, rgb(a),
 * hsl(a) or a name). Cancel returns nothing; Select posts. With the island, the picker, slider and text follow each
 * other and Select is enabled only once the colour changed and is valid.
 */
export function ColourPickerDialog({ id, action, cancelHref, name, value, initial, error }: ColourPickerDialogProps) {
  const { t } = useView();
  const labels = useDialogLabels();
  const formId = `${id}-form`;
  const parts = colourParts(value);
  const errorId = `${id}-text-error`;
  return (
    <Dialog id={id} title={t('color.select-color')} open actions={(
      <>
        <a className="button" href={cancelHref}>{labels.cancel}</a>
        <button type="submit" form={formId} className="button primary" data-colour-select="">{t('action.select')}</button>
      </>
    )}>
      <PlainIsland name="colour-picker" props={{}}>
        <form id={formId} method="post" action={action} className="colour-picker" data-colour-dialog="">
          <CsrfField />
          <DefaultSubmit />
          <input type="hidden" name={COLOUR_FORM.initial} value={initial} />
          <div className="colour-picker-row">
            <ColourSwatch colour={error ? null : value} className="colour-swatch-large" />
            <div className="form-field">
              <label htmlFor={`${id}-hex`}>{t('color.color')}</label>
              <input type="color" id={`${id}-hex`} name={COLOUR_FORM.hex} defaultValue={parts.hex} data-colour-native="" />
            </div>
            <div className="form-field">
              <label htmlFor={`${id}-alpha`}>{t('color.opacity')}</label>
              <input type="range" id={`${id}-alpha`} name={COLOUR_FORM.alpha} min={0} max={100} step={1} defaultValue={parts.alpha} data-colour-alpha="" />
            </div>
          </div>
          <fieldset className="colour-presets">
            <legend>{t('color.presets')}</legend>
            {COLOUR_PRESETS.map((preset) => (
              <button key={preset.name} type="submit" name={COLOUR_FORM.preset} value={preset.value} className="colour-preset" title={preset.value} aria-label={preset.value}
                aria-pressed={preset.value === value.trim().toLowerCase()}>
                <ColourSwatch colour={preset.value} />
              </button>
            ))}
          </fieldset>
          <div className="form-field">
            <label htmlFor={`${id}-text`}>{t('color.color-text')}</label>
            <input type="text" id={`${id}-text`} name={name} defaultValue={value} required autoComplete="off" spellCheck={false} className="colour-text" data-colour-text="" {...invalidWhen(error, errorId)} />
            <FieldError id={errorId} message={error} />
          </div>
        </form>
      </PlainIsland>
    </Dialog>
  );
}
