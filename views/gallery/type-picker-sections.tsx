import type { ReactNode } from 'react';
import { actionValue, chipParts } from '../../server/domain/pickers/type-chips.ts';
import type { TypePickerGallery, TypePickerPart } from '../../server/gallery/type-picker-samples.ts';
import { TypeChips } from '../parts/type-pickers/type-chips.tsx';
import { EntityTypeSelect, SubtypeSelect } from '../parts/type-pickers/type-selects.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState, type CommonState as PartState } from './gallery-state.tsx';
import { GalleryKeepFields } from './gallery-filter.tsx';

/** The title keys of the type picker sections, by fragment. */
export const TYPE_PICKER_TITLES: Record<TypePickerPart, string> = {
  'entity-type-select': 'gallery.entity-type-select',
  'entity-type-list': 'gallery.entity-type-list',
  'subtype-select': 'gallery.subtype-select',
  'subtype-list': 'gallery.subtype-list',
};

const STATES: readonly PartState[] = ['empty', 'filled', 'invalid', 'disabled', 'read-only'];

/**
 * One state in a GET form of the gallery (`/gallery/type-pickers`), so that it works without JavaScript: `part` says
 * which state sent it. A chip list's hidden first button makes Enter in its text field add the text, as with JavaScript.
 */
function TypePickerForm({ part, state, name, chips, children }: { part: TypePickerPart; state: PartState; name: string; chips?: boolean; children: ReactNode }) {
  const { t, url } = useView();
  return (
    <GalleryState part={part} state={state}>
      <form method="get" action={url(`/gallery/type-pickers#${part}-${state}`)} className="gallery-form">
        {chips && <button type="submit" name={chipParts(name).action} value={actionValue({ op: 'add' })} className="visually-hidden" tabIndex={-1} aria-hidden="true" />}
        <input type="hidden" name="part" value={name} />
        <GalleryKeepFields />
        {children}
        {!chips && state !== 'disabled' && state !== 'read-only' && (
          <button type="submit" className="button no-js-only">
            {t('action.apply')}
          </button>
        )}
      </form>
    </GalleryState>
  );
}

/** One type picker's section: each state in its form, drawn by `draw`. */
function TypePickerSection({ part, name, chips, draw }: { part: TypePickerPart; name: (state: PartState) => string; chips?: boolean; draw: (state: PartState) => ReactNode }) {
  const { t } = useView();
  return (
    <GallerySection part={part} title={t(TYPE_PICKER_TITLES[part])}>
      {STATES.map((state) => (
        <TypePickerForm key={state} part={part} state={state} name={name(state)} chips={chips}>
          {draw(state)}
        </TypePickerForm>
      ))}
    </GallerySection>
  );
}

/** The entity type and sub-type pickers (single and multi) in their states. */
export function TypePickerSections({ pickers }: { pickers: TypePickerGallery }) {
  const { t } = useView();
  return (
    <>
      <TypePickerSection part="entity-type-select" name={(s) => pickers.entityTypeSelect[s].name} draw={(s) => <EntityTypeSelect {...pickers.entityTypeSelect[s]} />} />
      <TypePickerSection part="entity-type-list" name={(s) => pickers.entityTypeList[s].name} chips draw={(s) => <TypeChips view={pickers.entityTypeList[s]} />} />
      <TypePickerSection
        part="subtype-select"
        name={(s) => pickers.subtypeSelect[s].name}
        draw={(s) => <SubtypeSelect {...pickers.subtypeSelect[s]} label={t('device.device-type')} choices={pickers.subtypeSelect[s].choices.map((c) => c.value)} />}
      />
      <TypePickerSection part="subtype-list" name={(s) => pickers.subtypeList[s].name} chips draw={(s) => <TypeChips view={pickers.subtypeList[s]} />} />
    </>
  );
}
