import { FieldError, invalidWhen } from '../form-parts.tsx';

/** The languages a code editor knows; the island loads each one's support only when an editor needs it. */
export type CodeLanguage = 'json' | 'javascript' | 'tbel' | 'html' | 'css' | 'protobuf' | 'markdown';

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
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * A code editor as a plain labelled `<textarea>` that posts its text: it works without JavaScript. The
 * code-editor island upgrades every `textarea[data-code-language]` in place (highlighting, tidy, fullscreen),
 * keeping the textarea as the value that the form posts.
 */
export function CodeEditor({ id, name, label, value, language, error, rows = 10, disabled, readOnly }: CodeEditorProps) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field code-editor">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={value}
        spellCheck={false}
        data-code-language={language}
        disabled={disabled}
        readOnly={readOnly}
        {...invalidWhen(error, errorId)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
