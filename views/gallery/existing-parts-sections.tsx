import { JsonViewer } from '../parts/json-viewer.tsx';
import { TypedValueInput } from '../parts/typed-value-input.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';

/** The read-only JSON viewer: empty and filled (it has no other states). */
export function JsonViewerSection() {
  const { t } = useView();
  return (
    <GallerySection part="json-viewer" title={t('gallery.json-viewer')}>
      <GalleryState part="json-viewer" state="empty">
        <JsonViewer label={t('gallery.code.json')} value={null} />
      </GalleryState>
      <GalleryState part="json-viewer" state="filled">
        <JsonViewer label={t('gallery.code.json')} value={{ temperature: 21.5, alarm: { enabled: true, levels: [10, 20] } }} />
      </GalleryState>
    </GallerySection>
  );
}

/** The typed value input: empty, filled (a JSON value), invalid (an integer that is not one). */
export function TypedValueSection() {
  const { t } = useView();
  return (
    <GallerySection part="typed-value" title={t('gallery.typed-value')}>
      <GalleryState part="typed-value" state="empty">
        <TypedValueInput idPrefix="tv-empty" type="STRING" text="" checked={false} />
      </GalleryState>
      <GalleryState part="typed-value" state="filled">
        <TypedValueInput idPrefix="tv-filled" type="JSON" text={'{"enabled": true}'} checked={false} />
      </GalleryState>
      <GalleryState part="typed-value" state="invalid">
        <TypedValueInput idPrefix="tv-invalid" type="INTEGER" text="12.5" checked={false} error={t('value.invalid-integer-value')} />
      </GalleryState>
    </GallerySection>
  );
}
