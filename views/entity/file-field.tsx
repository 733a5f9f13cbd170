import { FieldError, invalidWhen } from '../form-parts.tsx';
import type { FileFieldView } from '../../server/domain/entity-view.ts';

/** A dialog's file input with its label, its size limit and the message beside it. */
export function FileField({ file }: { file: FileFieldView }) {
  const id = `file-${file.name}`;
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{file.label}</label>
      <input id={id} type="file" name={file.name} accept={file.accept} multiple={file.multiple} required={file.required} {...invalidWhen(file.error, errorId)} />
      <FieldError id={errorId} message={file.error} />
      <span className="field-hint">{file.hint}</span>
    </div>
  );
}
