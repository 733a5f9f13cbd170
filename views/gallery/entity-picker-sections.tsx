import type { ReactNode } from 'react';
import { GALLERY_PICKERS, type GalleryPickerPart, type PickerStates } from '../../server/gallery/picker-samples.ts';
import { EntityListPicker, EntityPicker } from '../parts/picker.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState, type PartState } from './gallery-state.tsx';
import { GalleryKeepFields } from './gallery-filter.tsx';

/** The title keys of the picker sections, by fragment. */
export const PICKER_TITLES: Record<GalleryPickerPart, string> = {
  'entity-picker': 'gallery.picker.entity',
  'entity-list-picker': 'gallery.picker.entity-list',
  'customer-picker': 'gallery.picker.customer',
  'dashboard-picker': 'gallery.picker.dashboard',
  'ota-package-picker': 'gallery.picker.ota-package',
  'queue-picker': 'gallery.picker.queue',
  'widgets-bundle-picker': 'gallery.picker.widgets-bundle',
};

/** One state of a picker in a GET form of the gallery, so that its search works without JavaScript too. */
function PickerForm({ part, state, children }: { part: string; state: PartState; children: ReactNode }) {
  const { url } = useView();
  return (
    <GalleryState part={part} state={state}>
      <form method="get" action={url(`/gallery#${part}-${state}`)} className="gallery-form"><GalleryKeepFields />{children}</form>
    </GalleryState>
  );
}

/** Every picker over the tenant's entities: nothing chosen, chosen, required and empty, disabled. */
export function PickerSections({ pickers }: { pickers: Record<GalleryPickerPart, PickerStates> }) {
  const { t } = useView();
  return (
    <>
      {(Object.keys(GALLERY_PICKERS) as GalleryPickerPart[]).map((part) => {
        const states = pickers[part];
        const list = 'list' in GALLERY_PICKERS[part];
        const draw = (state: keyof PickerStates, disabled = false) =>
          list ? <EntityListPicker picker={states[state]} disabled={disabled} /> : <EntityPicker picker={states[state]} disabled={disabled} />;
        return (
          <GallerySection key={part} part={part} title={t(PICKER_TITLES[part])}>
            <PickerForm part={part} state="empty">{draw('empty')}</PickerForm>
            <PickerForm part={part} state="filled">{draw('filled')}</PickerForm>
            <PickerForm part={part} state="invalid">{draw('invalid')}</PickerForm>
            <GalleryState part={part} state="disabled">{draw('disabled', true)}</GalleryState>
          </GallerySection>
        );
      })}
    </>
  );
}
