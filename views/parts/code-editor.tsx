import type { FunctionLint } from '../../islands/code-editor/lint.ts';
import { FieldError, invalidWhen } from '../form-parts.tsx';
import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { PlainIsland } from './island.tsx';

/** The languages a code editor knows; the island loads each one's support only when an editor needs it. */
export type CodeLanguage = 'json' | 'javascript' | 'tbel' | 'html' | 'css' | 'protobuf' | 'markdown';

/** Languages with a formatter (islands/code-editor/tidy.ts); markdown has none. */
const TIDY: ReadonlySet<CodeLanguage> = new Set(['json', 'javascript', 'tbel', 'html', 'css', 'protobuf']);

export interface CodeEditorProps {
  id: string;
  /** The form value's name: the JSON path of the edited member. */
  name: string;
  /** The translated label. */
  label: string;
  value: string;
  language: CodeLanguage;
  error?: string;
  rows?: number;
  /** The textarea's width in characters (the JSON editors' auto-size). */
  cols?: number;
  /** The field must not be empty (the editor and the browser say so). */
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** A JavaScript function body: the editor marks names that are neither its arguments nor these globals. */
  fn?: FunctionLint;
  /** The 'mini' button (JSON editors have it by default). */
  mini?: boolean;
}

/**
 * A code editor as a plain labelled `<textarea>` that posts its text: it works without JavaScript. The
 * code-editor island (islands/code-editor) upgrades it in place when it comes into view (highlighting, error
 * marks, tidy, mini, fullscreen), keeping the textarea as the value that the form posts; its toolbar is rendered
 * here, hidden until the editor runs.
 */
export function CodeEditor({ id, name, label, value, language, error, rows = 10, cols, required, disabled, readOnly, fn, mini = language === 'json' }: CodeEditorProps) {
  const { t } = useView();
  const errorId = `${id}-error`;
  const editable = !disabled && !readOnly;
  const expand = t('fullscreen.expand');
  const field = (
    <div className="form-field code-editor">
      <div className="code-editor-head">
        <label htmlFor={id} id={`${id}-label`}>{label}</label>
        <div className="code-editor-toolbar" role="toolbar" aria-label={label} hidden>
          {editable && TIDY.has(language) && <button type="button" className="button text" data-code-action="tidy">{t('js-func.tidy')}</button>}
          {editable && mini && <button type="button" className="button text" data-code-action="mini">{t('js-func.mini')}</button>}
          <button type="button" className="icon-button" data-code-action="fullscreen" aria-pressed="false" aria-label={expand} title={expand}
            data-label-off={expand} data-label-on={t('fullscreen.exit')}>
            <Icon name="fullscreen" className="when-off" />
            <Icon name="fullscreen_exit" className="when-on" />
          </button>
        </div>
      </div>
      <textarea
        id={id}
        name={name}
        rows={rows}
        cols={cols}
        required={required}
        defaultValue={value}
        spellCheck={false}
        data-code-language={language}
        disabled={disabled}
        readOnly={readOnly}
        {...invalidWhen(error, errorId)}
      />
      <span className="code-editor-status" role="status" data-invalid={t('code-editor.cannot-tidy')} />
      <FieldError id={errorId} message={error} />
    </div>
  );
  return <PlainIsland name="code-editor" props={{ fn }}>{field}</PlainIsland>;
}
