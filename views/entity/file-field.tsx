import { FieldError, invalidWhen } from '../form-parts.tsx';
import type { FileFieldView } from '../../server/domain/entity-view.ts';

/** A dialog's one file (`file`): its label, the size it takes, and what was wrong with the last one beside it. */
export function FileField({ file }: { file: FileFieldView }) {
  const errorId = 'upload-file-error';
  return (
    <div className="form-field">
      <label htmlFor="upload-file">{file.label}</label>
      <input id="upload-file" type="file" name="file" accept={file.accept} required {...invalidWhen(file.error, errorId)} />
      <span className="field-hint">{file.hint}</span>
      <FieldError id={errorId} message={file.error} />
    </div>
  );
}
