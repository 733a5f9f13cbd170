import { allowedExtensions, fileSize, type FileRefusal } from '../../server/domain/files/file-rules.ts';
import { FieldError } from '../form-parts.tsx';
import { Icon } from '../icon.tsx';
import { useScript } from '../page-scripts.tsx';
import { useView } from '../view-context.tsx';

export interface FileInputProps {
  id: string;
  /** The form value's name (the file travels in a multipart form). */
  name: string;
  label: string;
  /** The input's `accept`: extensions (`.json,.csv`, the only ones allowed when given) and media types; none: any file. */
  accept?: string;
  /** The size limit, checked in the page before the form goes (the route checks it again). */
  maxBytes?: number;
  /** The file the form last received (shown instead of 'no file' when the form comes back). */
  fileName?: string;
  required?: boolean;
  multiple?: boolean;
  /** The server's verdict on the posted file by the part's own rules (server/domain/files/file-rules.ts)... */
  refusal?: FileRefusal | null;
  /** ...or the route's own words (a file that is not the JSON it needs). */
  error?: string;
  /** Replaces the hint of allowed types and size limit. */
  hint?: string;
  disabled?: boolean;
}

const UNIT_KEYS = { bytes: 'files.unit.bytes', KB: 'files.unit.KB', MB: 'files.unit.MB', GB: 'files.unit.GB', TB: 'files.unit.TB', PB: 'files.unit.PB' } as const;

/** A size as text: '1 MB' ('?' when it is not a number). */
export function useSizeText(bytes: number | undefined): string {
  const { t, format } = useView();
  const size = fileSize(bytes);
  return size ? `${format.number(size.amount)} ${t(UNIT_KEYS[size.unit])}` : '?';
}

/**
 * The file input (widgets spec §2, §5): a drop area that is the browser's own file input (drop a file on it or
 * browse), the chosen file's name or 'no file', a clear button, the allowed types and size limit. The route checks
 * the posted file (`checkFile`); the files behaviour says the same before the form is sent.
 */
export function FileInput({ id, name, label, accept, maxBytes, fileName, required, multiple, refusal, error, hint, disabled }: FileInputProps) {
  const { t } = useView();
  useScript('parts-files');
  const sizeText = useSizeText(maxBytes);
  const types = allowedExtensions(accept).map((e) => `.${e}`).join(', ');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const typeError = t('files.wrong-type', { types });
  const sizeError = t('files.too-large', { size: sizeText });
  const message = error ?? (refusal === 'required' ? t('import.no-file') : refusal === 'type' ? typeError : refusal === 'size' ? sizeError : undefined);
  const limit = maxBytes === undefined ? '' : ` ${t('dashboard.maximum-upload-file-size', { size: sizeText })}`;
  const clear = t('files.clear-file');
  return (
    <div className={disabled ? 'form-field file-input disabled' : 'form-field file-input'} data-file-input="" data-max-bytes={maxBytes}
      data-accept={types} data-error-type={typeError} data-error-size={maxBytes === undefined ? undefined : sizeError}>
      <label htmlFor={id} className="field-label">{label}</label>
      <div className="file-drop">
        <Icon name="file_upload" />
        <input type="file" id={id} name={name} accept={accept || undefined} multiple={multiple} required={required} disabled={disabled}
          aria-describedby={message ? `${errorId} ${hintId}` : hintId} aria-invalid={message ? true : undefined} />
        <span className="file-name" data-no-file={t('files.no-file')} aria-live="polite">{fileName || t('files.no-file')}</span>
        {!disabled && (
          <button type="button" className="icon-button file-clear" data-file-clear="" aria-label={clear} title={clear} hidden>
            <Icon name="close" />
          </button>
        )}
      </div>
      <span className="field-hint" id={hintId}>{hint ?? `${types ? t('files.allowed-types', { types }) : t('import.drop-file')}${limit}`}</span>
      <FieldError id={errorId} message={message} />
    </div>
  );
}
