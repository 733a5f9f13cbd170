import { allowedExtensions, fileSize, type FileRefusal } from '../../server/domain/files/file-rules.ts';
import { FieldError, invalidWhen } from '../form-parts.tsx';
import { Icon } from '../icon.tsx';
import { useScript } from '../page-scripts.tsx';
import { useView } from '../view-context.tsx';

export interface FileInputProps {
  id: string;
  /** The form value's name (the file travels in a multipart form). */
  name: string;
  label: string;
  /** Allowed extensions, comma-separated (`.json,.csv`); none: any file. */
  accept?: string;
  maxBytes: number;
  /** The file the form last received (shown instead of 'no file' when the form comes back). */
  fileName?: string;
  required?: boolean;
  /** The server's verdict on the posted file. */
  refusal?: FileRefusal | null;
  disabled?: boolean;
}

const UNIT_KEYS = { bytes: 'files.unit.bytes', KB: 'files.unit.KB', MB: 'files.unit.MB', GB: 'files.unit.GB', TB: 'files.unit.TB', PB: 'files.unit.PB' } as const;

/** The size limit as text: '1 MB' ('?' when it is not a number). */
export function useSizeText(bytes: number): string {
  const { t, format } = useView();
  const size = fileSize(bytes);
  return size ? `${format.number(size.amount)} ${t(UNIT_KEYS[size.unit])}` : '?';
}

/**
 * The file input (widgets spec §2, §5): a drop area that is the browser's own file input (drop a file on it or
 * browse), the chosen file's name or 'no file', a clear button, the allowed types and size limit. The server checks
 * the posted file (server/domain/files/file-rules.ts); the files behaviour says the same before the form is sent.
 */
export function FileInput({ id, name, label, accept, maxBytes, fileName, required, refusal, disabled }: FileInputProps) {
  const { t } = useView();
  useScript('parts-files');
  const sizeText = useSizeText(maxBytes);
  const extensions = allowedExtensions(accept);
  const types = extensions.map((e) => `.${e}`).join(', ');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const error = refusal === 'required' ? t('import.no-file')
    : refusal === 'type' ? t('files.wrong-type', { types })
      : refusal === 'size' ? t('files.too-large', { size: sizeText }) : undefined;
  const clear = t('files.clear-file');
  return (
    <div className={disabled ? 'form-field file-input disabled' : 'form-field file-input'} data-file-input="" data-max-bytes={maxBytes}
      data-accept={extensions.join(',')} data-error-type={t('files.wrong-type', { types })} data-error-size={t('files.too-large', { size: sizeText })}>
      <label htmlFor={id} className="field-label">{label}</label>
      <div className="file-drop">
        <Icon name="file_upload" />
        <input type="file" id={id} name={name} accept={types || undefined} required={required} disabled={disabled}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId} aria-invalid={invalidWhen(error, errorId)['aria-invalid']} />
        <span className="file-name" data-no-file={t('files.no-file')} aria-live="polite">{fileName || t('files.no-file')}</span>
        {!disabled && (
          <button type="button" className="icon-button file-clear" data-file-clear="" aria-label={clear} title={clear} hidden>
            <Icon name="close" />
          </button>
        )}
      </div>
      <span className="field-hint" id={hintId}>
        {types ? t('files.allowed-types', { types }) : t('import.drop-file')} {t('dashboard.maximum-upload-file-size', { size: sizeText })}
      </span>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
