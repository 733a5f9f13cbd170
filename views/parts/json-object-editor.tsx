import { jsonBoxSize } from '../../server/domain/code/json-text.ts';
import { CodeEditor } from './code-editor.tsx';

export interface JsonObjectEditorProps {
  id: string;
  /** The JSON path of the edited member; the form posts the object as JSON text. */
  name: string;
  label: string;
  /** The text as the user left it, or the object to show (tidied). */
  value: string | object | null | undefined;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * The JSON object editor (widgets spec §2): the JSON code editor sized to its text (17 px a line, 8 px a character)
 * with tidy and mini; what it takes is server/domain/code/json-text.ts's `checkJsonObjectText`, applied by the form's
 * route on submit.
 */
export function JsonObjectEditor({ id, name, label, value, error, required, disabled, readOnly }: JsonObjectEditorProps) {
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
  const { rows, cols } = jsonBoxSize(text);
  return <CodeEditor id={id} name={name} label={label} value={text} language="json" rows={rows} cols={cols} error={error} required={required} disabled={disabled} readOnly={readOnly} />;
}
