import type { ReactNode } from 'react';
import type { FormPart, FormPartViews } from '../../server/gallery/form-parts-samples.ts';
import type { FormView } from '../../server/domain/entity-view.ts';
import { CsrfField } from '../form-parts.tsx';
import { DefaultSubmit } from '../parts/default-submit.tsx';
import { FormFields } from '../parts/form-field.tsx';
import { JsonViewer } from '../parts/json-viewer.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState, type PartState } from './gallery-state.tsx';

/** The gallery fragment and title of each entity-form part. */
export const FORM_PART_TITLES = {
  'phone-input': 'gallery.phone-input',
  'contact-section': 'gallery.contact-section',
  'structured-rows': 'gallery.structured-rows',
} as const;

const FRAGMENTS: Record<FormPart, keyof typeof FORM_PART_TITLES> = { phone: 'phone-input', contact: 'contact-section', rows: 'structured-rows' };

/**
 * A form part's empty state: a form posting to `/gallery/form/<part>`, which shows it again with the server's
 * messages, or with what it would save (`saved`).
 */
export function GalleryPostForm({ part, fragment, saved, children }: { part: string; fragment: string; saved?: unknown; children: ReactNode }) {
  const { t, url } = useView();
  return (
    <form method="post" action={url(`/gallery/form/${part}#${fragment}-empty`)} className="gallery-form" noValidate>
      <CsrfField />
      <DefaultSubmit />
      {children}
      {saved !== undefined && <JsonViewer label={t('gallery.saved')} value={saved} />}
      <button type="submit" className="button primary">{t('gallery.validate')}</button>
    </form>
  );
}

/** One entity-form part in its states (the phone input also with a legacy value). */
export function FormPartSection({ part, views }: { part: FormPart; views: FormPartViews }) {
  const { t } = useView();
  const fragment = FRAGMENTS[part];
  const states: [PartState, FormView | undefined][] = [['filled', views.filled], ['invalid', views.invalid], ['legacy', views.legacy], ['disabled', views.disabled], ['read-only', views.readOnly]];
  return (
    <GallerySection part={fragment} title={t(FORM_PART_TITLES[fragment])}>
      <GalleryState part={fragment} state="empty">
        <GalleryPostForm part={part} fragment={fragment} saved={views.saved}><FormFields form={views.empty} /></GalleryPostForm>
      </GalleryState>
      {states.map(([state, form]) => form && <GalleryState key={state} part={fragment} state={state}><FormFields form={form} /></GalleryState>)}
    </GallerySection>
  );
}
