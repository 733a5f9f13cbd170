import { useView } from '../../view-context.tsx';
import { ALIAS_TYPE_LABELS, ALIAS_TYPES } from '../../../server/dashboards/edit/alias-forms.ts';

/** The alias filter type, with (in an alias's dialog) the button that shows the chosen type's fields. */
export function AliasTypeSelect({ id, value, apply }: { id: string; value: string; apply?: boolean }) {
  const { t } = useView();
  return (
    <div className="form-field">
      <label htmlFor={id}>{t('dashboard-edit.filter-type')}</label>
      <select id={id} name="type" defaultValue={value}>
        {ALIAS_TYPES.map((a) => (
          <option key={a} value={a}>
            {t(ALIAS_TYPE_LABELS[a])}
          </option>
        ))}
      </select>
      {apply && (
        <button type="submit" className="button" name="_apply_type" value="true" formNoValidate>
          {t('dashboard-edit.apply-type')}
        </button>
      )}
    </div>
  );
}
