import { FileInput } from '../parts/file-input.tsx';
import type { FileFieldView } from '../../server/domain/entity-view.ts';

/** A dialog's file input (the shared part) with its label, its size limit and the message beside it. */
export function FileField({ file }: { file: FileFieldView }) {
  return (
    <FileInput id={`file-${file.name}`} name={file.name} label={file.label} accept={file.accept} multiple={file.multiple} required={file.required}
      error={file.error} hint={file.hint} />
  );
}
