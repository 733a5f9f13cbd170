import { useView } from '../view-context.tsx';
import { FieldError, invalidWhen } from '../form-parts.tsx';
import { parseJson } from '../../server/domain/entity-form.ts';
import { MAX_IMAGE_BYTES, shownImage } from '../../server/tables/image-input.ts';
import { pickerId } from './picker.tsx';
import { Icon } from '../icon.tsx';
import { useScript } from '../page-scripts.tsx';
import { useSizeText } from './file-input.tsx';

/** An entity's image (a profile's, a dashboard's): the current one shown, a file to upload instead, or a check box that removes it. */
export function ImageInput({ path, value, errors, disabled, label }: { path: string; value: string; errors: Record<string, string>; disabled: boolean; label: string }) {
  const { t, format } = useView();
  const image = shownImage(parseJson(value));
  const id = pickerId(`${path}.file`);
  const errorId = `${pickerId(path)}-error`;
  return (
    <div className="form-field image-input">
      <span className="field-label">{t(label)}</span>
      <div className="image-input-box">
        <div className="image-preview-box">
          {image ? <img className="image-preview" src={image} alt={t(label)} /> : <span className="field-hint">{t('profiles.no-image')}</span>}
        </div>
        {!disabled && (
          <div className="image-drop">
            <label htmlFor={id}>{t('profiles.image-upload')}</label>
            <input type="file" id={id} name={`${path}.file`} accept="image/*" {...invalidWhen(errors[path], errorId)} />
          </div>
        )}
      </div>
      <input type="hidden" name={path} value={image ?? ''} />
      {!disabled && (
        <>
          {image && (
            <label className="check-field">
              <input type="checkbox" name={`${path}.clear`} value="true" />
              <span>{t('profiles.image-remove')}</span>
            </label>
          )}
          <span className="field-hint">{t('profiles.image-hint', { size: format.number(MAX_IMAGE_BYTES / 1024) })}</span>
        </>
      )}
      <FieldError id={errorId} message={errors[path]} />
    </div>
  );
}

export interface MultiImageInputProps {
  id: string;
  /** The JSON path of the list: each image posts as `<path>` (in order), new files as `<path>.file`. */
  path: string;
  label: string;
  images: string[];
  /** The server's words on what it refused (files too large, not images). */
  errors?: string[];
  disabled?: boolean;
}

/**
 * The multi-image input (widgets spec §2): the images in order, each with move up, move down and remove buttons
 * (submit buttons the owning route answers with server/tables/multi-image-input.ts, so it works without script),
 * and a file input that appends. The files behaviour does the same in the page and adds dragging by the handle;
 * disabled, nothing moves and nothing is added.
 */
export function MultiImageInput({ id, path, label, images, errors = [], disabled }: MultiImageInputProps) {
  const { t, format } = useView();
  useScript('parts-files');
  const sizeText = useSizeText(MAX_IMAGE_BYTES);
  const fileId = `${id}-file`;
  const errorId = `${id}-error`;
  const button = (action: string, value: string, key: string, name: string, icon: string, off?: boolean) => (
    <button type="submit" className="icon-button" name={`${path}.${action}`} value={value} formNoValidate aria-label={t(key, { name })} title={t(key, { name })}
      data-image-action={action} data-label-template={t(key, { name: '%s' })} disabled={off}>
      <Icon name={icon} />
    </button>
  );
  return (
    <fieldset className="form-field multi-image-input" id={id} data-multi-image="" data-moved={t('files.image-moved', { position: '%n' })}
      data-name-template={t('files.image-n', { n: '%n' })} disabled={disabled}>
      <legend className="field-label">{label}</legend>
      {images.length === 0 && <span className="field-hint">{t('dashboard.no-image')}</span>}
      <ol className="image-list">
        {images.map((src, i) => {
          const name = t('files.image-n', { n: format.number(i + 1) });
          return (
            <li key={i} className="image-item" draggable={disabled ? undefined : true} data-image-item="">
              <span className="drag-handle" aria-hidden="true"><Icon name="drag_indicator" /></span>
              <img className="image-thumb" src={src} alt={name} />
              <input type="hidden" name={path} value={src} />
              {!disabled && (
                <span className="image-actions">
                  {button('move', `${i}:up`, 'files.move-up', name, 'arrow_upward', i === 0)}
                  {button('move', `${i}:down`, 'files.move-down', name, 'arrow_downward', i === images.length - 1)}
                  {button('remove', String(i), 'files.remove-image', name, 'delete')}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {!disabled && (
        <div className="image-drop">
          <label htmlFor={fileId}>{t('dashboard.drop-image')}</label>
          <input type="file" id={fileId} name={`${path}.file`} accept="image/*" multiple {...invalidWhen(errors[0], errorId)} />
          <span className="field-hint">{t('dashboard.maximum-upload-file-size', { size: sizeText })}</span>
        </div>
      )}
      {errors.length > 0 && <span id={errorId} className="field-error">{errors.join(' ')}</span>}
      <span className="visually-hidden" role="status" data-image-status="" />
    </fieldset>
  );
}
