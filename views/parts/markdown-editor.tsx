import { CodeEditor } from './code-editor.tsx';
import { MarkdownView } from './markdown-view.tsx';
import { FieldError } from '../form-parts.tsx';
import { Icon } from '../icon.tsx';
import { useScript } from '../page-scripts.tsx';
import { useView } from '../view-context.tsx';
import type { MarkdownMode } from '../../server/domain/markdown-editor.ts';

export interface MarkdownEditorProps {
  id: string;
  /** The form value's name: the JSON path of the markdown text. */
  name: string;
  label: string;
  value: string;
  /** Edit (the code editor) or preview (the text rendered by the server); read-only and disabled only preview. */
  mode: MarkdownMode;
  /** Checked by the route (`markdownRequiredError`), which shows the error; the browser does not block the form. */
  required?: boolean;
  error?: string;
  disabled?: boolean;
  readOnly?: boolean;
  /** The markdown help viewer's address (a dialog at its own URL). */
  helpHref?: string;
  /** The name of the edit/preview button (default `<id>.mode`, which `markdownEditorPost` reads). */
  modeName?: string;
}

/**
 * The markdown editor (widgets spec §2, §4, §5): edit mode is the shared code editor with markdown (fullscreen from
 * its toolbar); preview is the server's safe rendering (markdown-view.tsx), the text kept in a hidden field. The
 * mode button sends the form back to its route, which reads it with `markdownEditorPost` and shows the other mode,
 * so the preview is always what the server renders.
 */
export function MarkdownEditor({ id, name, label, value, mode, required, error, disabled, readOnly, helpHref, modeName = `${id}.mode` }: MarkdownEditorProps) {
  const { t } = useView();
  useScript('parts-files');
  const fixed = disabled || readOnly;
  const preview = fixed || mode === 'preview';
  const errorId = `${id}-error`;
  return (
    <div className="markdown-editor" id={`${id}-field`}>
      <div className="markdown-editor-bar">
        {preview && <span className="field-label" id={`${id}-label`}>{label}</span>}
        {!fixed && (
          <button type="submit" className="button text" name={modeName} value={preview ? 'edit' : 'preview'} formNoValidate>
            {t(preview ? 'markdown.edit' : 'markdown.preview')}
          </button>
        )}
        {helpHref && !fixed && (
          <a className="button text" href={helpHref} id={`${id}-help`} data-focus-return="">
            <Icon name="help_outline" /> {t('markdown.help')}
          </a>
        )}
      </div>
      {preview ? (
        <div className="markdown-preview" role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? errorId : undefined}>
          <input type="hidden" name={name} value={value} disabled={disabled} />
          {value.trim() === '' ? <p className="field-hint">{t('files.markdown-empty')}</p> : <MarkdownView markdown={value} idPrefix={`${id}-`} />}
          <FieldError id={errorId} message={error} />
        </div>
      ) : (
        // Not `required` on the textarea: hidden behind CodeMirror, the browser could not point at it; the route says it.
        <CodeEditor id={id} name={name} label={label} value={value} language="markdown" error={error} />
      )}
    </div>
  );
}
