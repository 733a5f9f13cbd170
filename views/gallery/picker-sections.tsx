import { DefaultSubmit } from '../parts/default-submit.tsx';
import { ColourInput } from '../parts/pickers/colour-input.tsx';
import { ColourPickerDialog } from '../parts/pickers/colour-picker-dialog.tsx';
import { IconInput } from '../parts/pickers/icon-input.tsx';
import { IconPickerDialog } from '../parts/pickers/icon-picker-dialog.tsx';
import { CsrfField } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';
import { useGalleryKeep } from './gallery-filter.tsx';

/** The pickers' part of the gallery: the current colour and icon (they travel in the address), a posted field, an open dialog. */
export interface PickerGalleryState {
  colour: string;
  icon: string;
  /** Which picker the page came back from (its opener takes the focus). */
  returned?: 'colour' | 'icon';
  /** The empty state's form after a post: what was posted, and the server's verdict. */
  colourPosted?: { text: string; error?: string };
  iconPosted?: { text: string; error?: string };
  colourDialog?: { text: string; error?: string };
  iconDialog?: { icons: string[]; all: boolean; query: string };
}

/** The colour input in its states, and the colour picker dialog opened from the filled one. The empty state's form does not
 * let the browser check it first (noValidate), so that the server's verdict shows. */
export function ColourSection({ state }: { state: PickerGalleryState }) {
  const { t, url } = useView();
  const label = t('color.color');
  const picker = url('/gallery', { dialog: 'colour', color: state.colour, icon: state.icon });
  const back = url('/gallery', { color: state.colour, icon: state.icon, returned: 'colour' });
  const posted = state.colourPosted;
  return (
    <GallerySection part="colour-input" title={t('gallery.colour-input')}>
      <GalleryState part="colour-input" state="empty">
        <form method="post" action={url('/gallery/colour-input#colour-input-empty')} className="gallery-form" noValidate>
          <CsrfField />
          <ColourInput id="colour-empty" name="color" label={label} value={posted?.text ?? ''} error={posted?.error} required clearable />
          {posted && !posted.error && <p className="gallery-valid" role="status">{t('gallery.posted', { value: posted.text })}</p>}
          <button type="submit" className="button primary">{t('gallery.validate')}</button>
        </form>
      </GalleryState>
      <GalleryState part="colour-input" state="filled">
        <ColourInput id="colour-filled" name="filled" label={label} value={state.colour} pickerHref={`${picker}#colour-dialog`} clearable returned={state.returned === 'colour'} />
      </GalleryState>
      <GalleryState part="colour-input" state="invalid">
        <ColourInput id="colour-invalid" name="invalid" label={label} value="#12345" error={t('color.invalid-color')} pickerHref={picker} />
      </GalleryState>
      <GalleryState part="colour-input" state="disabled"><ColourInput id="colour-disabled" name="disabled" label={label} value="rgba(255, 87, 34, 0.5)" disabled pickerHref={picker} /></GalleryState>
      <GalleryState part="colour-input" state="read-only"><ColourInput id="colour-read-only" name="readOnly" label={label} value="teal" readOnly pickerHref={picker} /></GalleryState>
      {state.colourDialog && (
        <ColourPickerDialog id="colour-dialog" action={url('/gallery/colour', { icon: state.icon })} cancelHref={`${back}#colour-filled-picker`} name="color"
          value={state.colourDialog.text} initial={state.colour} error={state.colourDialog.error} />
      )}
    </GallerySection>
  );
}

/** The material icon field in its states, and the icon picker opened from the filled one. */
export function IconSection({ state }: { state: PickerGalleryState }) {
  const { t, url } = useView();
  const label = t('icon.icon');
  const keep = useGalleryKeep();
  const picker = url('/gallery', { dialog: 'icon', color: state.colour, icon: state.icon });
  const back = url('/gallery', { color: state.colour, icon: state.icon, returned: 'icon' });
  const posted = state.iconPosted;
  return (
    <GallerySection part="icon-input" title={t('gallery.icon-picker')}>
      <GalleryState part="icon-input" state="empty">
        <form method="post" action={url('/gallery/icon-input#icon-input-empty')} className="gallery-form" noValidate>
          <CsrfField />
          <DefaultSubmit />
          <IconInput id="icon-empty" name="icon" label={label} value={posted?.text ?? ''} error={posted?.error} required />
          {posted && !posted.error && <p className="gallery-valid" role="status">{t('gallery.posted', { value: posted.text })}</p>}
          <button type="submit" className="button primary">{t('gallery.validate')}</button>
        </form>
      </GalleryState>
      <GalleryState part="icon-input" state="filled">
        <IconInput id="icon-filled" name="filled" label={label} value={state.icon} pickerHref={`${picker}#icon-dialog`} returned={state.returned === 'icon'} />
      </GalleryState>
      <GalleryState part="icon-input" state="invalid">
        <IconInput id="icon-invalid" name="invalid" label={label} value="no_such_icon" error={t('icon.unknown-icon')} pickerHref={picker} />
      </GalleryState>
      <GalleryState part="icon-input" state="disabled"><IconInput id="icon-disabled" name="disabled" label={label} value="settings" disabled pickerHref={picker} /></GalleryState>
      <GalleryState part="icon-input" state="read-only"><IconInput id="icon-read-only" name="readOnly" label={label} value="map" readOnly pickerHref={picker} /></GalleryState>
      {state.iconDialog && (
        <IconPickerDialog id="icon-dialog" action={url('/gallery/icon', { color: state.colour })} searchAction={url('/gallery')} keep={{ ...keep, dialog: 'icon', color: state.colour, icon: state.icon }}
          cancelHref={`${back}#icon-filled-picker`} name="icon" value={state.icon} {...state.iconDialog} />
      )}
    </GallerySection>
  );
}
