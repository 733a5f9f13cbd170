import { JSON_EDIT_SAMPLE } from '../../server/gallery/json-edit-sample.ts';
import { JsonEditDialog } from '../parts/json-edit-dialog.tsx';
import { JsonObjectEditor } from '../parts/json-object-editor.tsx';
import { JsonViewer } from '../parts/json-viewer.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';

const SAMPLE = { temperature: 21.5, alarm: { enabled: true, levels: [10, 20] } };

/** What the JSON edit dialog shows: closed, or open with the text (and the server's verdict on it); the last save. */
export interface JsonEditState {
  open: boolean;
  text: string;
  error?: string;
  /** Refused because the text did not change. */
  unchanged?: boolean;
  saved?: object;
}

/** The JSON object editor in its states. */
export function JsonObjectEditorSection() {
  const { t } = useView();
  const label = t('gallery.code.json');
  return (
    <GallerySection part="json-object-editor" title={t('gallery.json-object-editor')}>
      <GalleryState part="json-object-editor" state="empty"><JsonObjectEditor id="joe-empty" name="empty" label={label} value={null} /></GalleryState>
      <GalleryState part="json-object-editor" state="filled"><JsonObjectEditor id="joe-filled" name="filled" label={label} value={SAMPLE} /></GalleryState>
      <GalleryState part="json-object-editor" state="invalid">
        <JsonObjectEditor id="joe-invalid" name="invalid" label={label} value="[1, 2]" error={t('js-func.json-invalid')} />
      </GalleryState>
      <GalleryState part="json-object-editor" state="disabled"><JsonObjectEditor id="joe-disabled" name="disabled" label={label} value={SAMPLE} disabled /></GalleryState>
      <GalleryState part="json-object-editor" state="read-only"><JsonObjectEditor id="joe-read-only" name="readOnly" label={label} value={SAMPLE} readOnly /></GalleryState>
    </GallerySection>
  );
}

/** The JSON edit dialog: opened at its own address, saved through the server's check. */
export function JsonEditDialogSection({ state }: { state: JsonEditState }) {
  const { t, url } = useView();
  return (
    <GallerySection part="json-edit-dialog" title={t('gallery.json-edit-dialog')}>
      <GalleryState part="json-edit-dialog" state="filled">
        <JsonViewer label={t('gallery.saved')} value={state.saved ?? SAMPLE} />
        <a className="button" id="json-edit-opener" href={url('/gallery?dialog=json-edit#json-edit-dialog')}>{t('details.edit-json')}</a>
      </GalleryState>
      {state.open && (
        <JsonEditDialog id="json-edit" action={url('/gallery/json-edit')} cancelHref={url('/gallery#json-edit-opener')} name="json" value={state.text}
          original={JSON_EDIT_SAMPLE} unchanged={state.unchanged} error={state.error} />
      )}
    </GallerySection>
  );
}
