import { JsonViewer } from '../parts/json-viewer.tsx';
import { TypedValueInput } from '../parts/typed-value-input.tsx';
import { useView } from '../view-context.tsx';
import { GalleryPostForm } from './form-parts-sections.tsx';
import type { ValueType } from '../../server/domain/typed-value.ts';
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

/** What the typed value form posted: its type, text and check box, and the server's verdict (a message or the value). */
export interface TypedValuePost {
  type: ValueType;
  text: string;
  checked: boolean;
  error?: string;
  value?: unknown;
}

/** The typed value input in its states; the empty one posts to the server, which parses the value by its type. */
export function TypedValueSection({ posted }: { posted?: TypedValuePost }) {
  const { t } = useView();
  return (
    <GallerySection part="typed-value" title={t('gallery.typed-value')}>
      <GalleryState part="typed-value" state="empty">
        <GalleryPostForm part="typed" fragment="typed-value" saved={posted && !posted.error ? (posted.value ?? null) : undefined}>
          <TypedValueInput idPrefix="tv-empty" type={posted?.type ?? 'STRING'} text={posted?.text ?? ''} checked={posted?.checked ?? false} error={posted?.error && t(posted.error)} />
        </GalleryPostForm>
      </GalleryState>
      <GalleryState part="typed-value" state="filled">
        <TypedValueInput idPrefix="tv-filled" type="JSON" text={'{"enabled": true}'} checked={false} />
      </GalleryState>
      <GalleryState part="typed-value" state="invalid">
        <TypedValueInput idPrefix="tv-invalid" type="INTEGER" text="12.5" checked={false} error={t('value.invalid-integer-value')} />
      </GalleryState>
      <GalleryState part="typed-value" state="disabled">
        <TypedValueInput idPrefix="tv-disabled" type="DOUBLE" text="21.5" checked={false} disabled />
      </GalleryState>
      <GalleryState part="typed-value" state="read-only">
        <TypedValueInput idPrefix="tv-read-only" type="BOOLEAN" text="" checked readOnly />
      </GalleryState>
    </GallerySection>
  );
}
