import { useView } from '../view-context.tsx';
import { parseJson } from '../../server/domain/entity-form.ts';
import { idOf } from './alarm-fields.tsx';

/** The default queue select: the tenant's rule engine queues (and the stored name, should its queue be gone). */
export function QueueChoice({ path, value, disabled, offer, label }: { path: string; value: string; disabled: boolean; offer: unknown; label: string }) {
  const { t } = useView();
  const chosen = parseJson(value);
  const current = typeof chosen === 'string' ? chosen : '';
  const names = Array.isArray(offer) ? (offer as string[]) : [];
  const options = current && !names.includes(current) ? [current, ...names] : names;
  return (
    <div className="form-field">
      <label htmlFor={idOf(path)}>{t(label)}</label>
      <select id={idOf(path)} name={path} defaultValue={current} disabled={disabled}>
        <option value="">{t('profiles.queue-none')}</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
