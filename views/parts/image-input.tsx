import { useView } from '../view-context.tsx';
import { FieldError, invalidWhen } from '../form-parts.tsx';
import { parseJson } from '../../server/domain/entity-form.ts';
import { MAX_IMAGE_BYTES, shownImage } from '../../server/tables/image-input.ts';
import { pickerId } from './picker.tsx';

/** An entity's image (a profile's, a dashboard's): the current one shown, a file to upload instead, or a check box that removes it. */
export function ImageInput({ path, value, errors, disabled, label }: { path: string; value: string; errors: Record<string, string>; disabled: boolean; label: string }) {
  const { t, format } = useView();
  const image = shownImage(parseJson(value));
  const id = pickerId(`${path}.file`);
  const errorId = `${pickerId(path)}-error`;
  return (
    <div className="form-field image-input">
      <span className="field-label">{t(label)}</span>
      {image ? <img className="image-preview" src={image} alt={t(label)} /> : <span className="field-hint">{t('profiles.no-image')}</span>}
      <input type="hidden" name={path} value={image ?? ''} />
      {!disabled && (
        <>
          <label htmlFor={id}>{t('profiles.image-upload')}</label>
          <input type="file" id={id} name={`${path}.file`} accept="image/*" {...invalidWhen(errors[path], errorId)} />
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
