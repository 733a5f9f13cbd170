import { CsrfField } from '../form-parts.tsx';
import { MarkdownEditor } from '../parts/markdown-editor.tsx';
import { MarkdownHelpDialog } from '../parts/markdown-help-dialog.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';
import { SAMPLE_MARKDOWN, type FilesGalleryState } from '../../server/gallery/files-samples.ts';

/** The markdown editor: a required one in a form (edit and preview by the server, saved), empty, invalid, disabled, read-only; the help viewer. */
export function MarkdownEditorSection({ state, help }: { state: FilesGalleryState['markdown']; help: FilesGalleryState['help'] }) {
  const { t, url } = useView();
  const label = t('gallery.code.markdown');
  return (
    <GallerySection part="markdown-editor" title={t('gallery.markdown-editor')}>
      <GalleryState part="markdown-editor" state="filled">
        <form method="post" action={url('/gallery/markdown#markdown-editor-filled')} className="gallery-form">
          <CsrfField />
          <MarkdownEditor id="md-filled" name="markdownText" label={label} value={state.text} mode={state.mode} required error={state.error}
            helpHref={url('/gallery?dialog=markdown-help#markdown-editor')} />
          {state.saved && <p className="gallery-valid" role="status">{t('gallery.valid')}</p>}
          <button type="submit" className="button primary">{t('action.save')}</button>
        </form>
      </GalleryState>
      <GalleryState part="markdown-editor" state="empty"><MarkdownEditor id="md-empty" name="empty" label={label} value="" mode="edit" /></GalleryState>
      <GalleryState part="markdown-editor" state="invalid">
        <MarkdownEditor id="md-invalid" name="invalid" label={label} value="" mode="preview" required error={t('files.markdown-required')} />
      </GalleryState>
      <GalleryState part="markdown-editor" state="disabled"><MarkdownEditor id="md-disabled" name="disabled" label={label} value={SAMPLE_MARKDOWN} mode="edit" disabled /></GalleryState>
      <GalleryState part="markdown-editor" state="read-only"><MarkdownEditor id="md-read-only" name="readOnly" label={label} value={SAMPLE_MARKDOWN} mode="edit" readOnly /></GalleryState>
      {help && <MarkdownHelpDialog id="markdown-help" title={help.title} html={help.html} closeHref={url('/gallery#md-filled-help')} />}
    </GallerySection>
  );
}
