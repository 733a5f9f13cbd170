import { CodeEditor, type CodeLanguage } from '../parts/code-editor.tsx';
import { CsrfField } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';
import { GALLERY_FUNCTION, SAMPLE_TEXT, type CodeEditorCheck } from '../../server/gallery/code-editor-samples.ts';

/** Each language's sample field label, in the order the filled state shows them. */
const LANGUAGE_LABELS: Record<CodeLanguage, string> = {
  json: 'gallery.code.json',
  javascript: 'gallery.code.javascript',
  tbel: 'gallery.code.tbel',
  html: 'gallery.code.html',
  css: 'gallery.code.css',
  protobuf: 'gallery.code.protobuf',
  markdown: 'gallery.code.markdown',
};
const LANGUAGES = Object.keys(LANGUAGE_LABELS) as CodeLanguage[];

/**
 * The code editor in its states: empty, one filled editor per language, invalid (the server's own verdicts on
 * bad text), disabled and read-only; and a form whose JSON object and function body the server validates.
 */
export function CodeEditorSection({ check }: { check: CodeEditorCheck }) {
  const { t, url } = useView();
  const label = (language: CodeLanguage) => t(LANGUAGE_LABELS[language]);
  return (
    <GallerySection part="code-editor" title={t('gallery.code-editor')}>
      <GalleryState part="code-editor" state="empty">
        <CodeEditor id="ce-empty" name="configuration" label={label('json')} value="" language="json" />
      </GalleryState>
      <GalleryState part="code-editor" state="filled">
        {LANGUAGES.map((language) => (
          <CodeEditor key={language} id={`ce-filled-${language}`} name={language} label={label(language)} value={SAMPLE_TEXT[language]} language={language}
            fn={language === 'javascript' ? GALLERY_FUNCTION : undefined} />
        ))}
      </GalleryState>
      <GalleryState part="code-editor" state="invalid">
        <form method="post" action={url('/gallery/code-editor#code-editor-invalid')} className="gallery-form">
          <CsrfField />
          <CodeEditor id="ce-json" name="configuration" label={label('json')} value={check.json} language="json" error={check.jsonError} />
          <CodeEditor id="ce-function" name="function" label={label('javascript')} value={check.fn} language="javascript" error={check.fnError} fn={GALLERY_FUNCTION} />
          {check.valid && <p className="gallery-valid" role="status">{t('gallery.valid')}</p>}
          <button type="submit" className="button primary">{t('gallery.validate')}</button>
        </form>
      </GalleryState>
      <GalleryState part="code-editor" state="disabled">
        <CodeEditor id="ce-disabled" name="disabled" label={label('css')} value={SAMPLE_TEXT.css} language="css" disabled />
      </GalleryState>
      <GalleryState part="code-editor" state="read-only">
        <CodeEditor id="ce-read-only" name="readOnly" label={label('html')} value={SAMPLE_TEXT.html} language="html" readOnly />
      </GalleryState>
    </GallerySection>
  );
}
