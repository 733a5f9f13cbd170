import type { ReactNode } from 'react';
import { chipParts } from '../../server/domain/pickers/type-chips.ts';
import type { TypePickerGallery, TypePickerPart } from '../../server/gallery/type-picker-samples.ts';
import { TypeChips } from '../parts/type-pickers/type-chips.tsx';
import { EntityTypeSelect, SubtypeSelect } from '../parts/type-pickers/type-selects.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState, type PartState } from './gallery-state.tsx';

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
        {chips && <button type="submit" name={chipParts(name).action} value="add" className="visually-hidden" tabIndex={-1} aria-hidden="true" />}
        <input type="hidden" name="part" value={name} />
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

/** The entity type and sub-type pickers (single and multi) in their states. */
export function TypePickerSections({ pickers }: { pickers: TypePickerGallery }) {
  const { t } = useView();
  return (
    <>
      <GallerySection part="entity-type-select" title={t(TYPE_PICKER_TITLES['entity-type-select'])}>
        {STATES.map((state) => {
          const s = pickers.entityTypeSelect[state];
          return (
            <TypePickerForm key={state} part="entity-type-select" state={state} name={s.name}>
              <EntityTypeSelect {...s} />
            </TypePickerForm>
          );
        })}
      </GallerySection>
      <GallerySection part="entity-type-list" title={t(TYPE_PICKER_TITLES['entity-type-list'])}>
        {STATES.map((state) => (
          <TypePickerForm key={state} part="entity-type-list" state={state} name={pickers.entityTypeList[state].name} chips>
            <TypeChips view={pickers.entityTypeList[state]} />
          </TypePickerForm>
        ))}
      </GallerySection>
      <GallerySection part="subtype-select" title={t(TYPE_PICKER_TITLES['subtype-select'])}>
        {STATES.map((state) => {
          const s = pickers.subtypeSelect[state];
          return (
            <TypePickerForm key={state} part="subtype-select" state={state} name={s.name}>
              <SubtypeSelect {...s} label={t('device.device-type')} choices={s.choices.map((c) => c.value)} />
            </TypePickerForm>
          );
        })}
      </GallerySection>
      <GallerySection part="subtype-list" title={t(TYPE_PICKER_TITLES['subtype-list'])}>
        {STATES.map((state) => (
          <TypePickerForm key={state} part="subtype-list" state={state} name={pickers.subtypeList[state].name} chips>
            <TypeChips view={pickers.subtypeList[state]} />
          </TypePickerForm>
        ))}
      </GallerySection>
    </>
  );
}
