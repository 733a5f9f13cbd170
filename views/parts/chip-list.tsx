import { FieldError, invalidWhen } from '../form-parts.tsx';
import { Icon } from '../icon.tsx';
import { useScript } from '../page-scripts.tsx';
import { useView } from '../view-context.tsx';

export interface ChipListProps {
  /** The input's id (the label's target); the error line is `<id>-error`. */
  id: string;
  /** The body member each kept key posts under (a checked box per chip). */
  name: string;
  /** The body member of the text field for more keys (comma-separated). */
  addName: string;
  /** The list's label (already translated). */
  legend: string;
  /** The text field's label (translated) when the list holds more than keys; 'Add keys' unless given. */
  addLabel?: string;
  keys: readonly string[];
  /** Keys offered as the user types (the target's keys), those held left out. */
  suggestions: readonly string[];
  disabled?: boolean;
  error?: string;
}

/** The key in the chip template the browser fills in (its box's value, its text, its buttons' names). */
const KEY_MARK = '%s';

/**
 * A list of keys as chips (spec: entity key list; the entity view's attribute and time-series keys, a dashboard's
 * data keys). Without JavaScript each chip is a checked box (unchecking removes it) and a text field takes more keys,
 * comma-separated; the target's keys are suggested by a datalist. The chip-list behaviour
 * (islands/behaviours/chip-list.ts) hides the boxes and gives each chip a remove button: Enter, comma or semicolon
 * turns the typed text into chips, Backspace in the empty field removes the last one. Either way the server reads
 * the list by `server/domain/key-list.ts` (trimmed, empty ones dropped, each once).
 */
export function ChipList({ id, name, addName, legend, addLabel, keys, suggestions, disabled, error }: ChipListProps) {
  const { t } = useView();
  useScript('htmx');
  const errorId = `${id}-error`;
  const shown = suggestions.filter((k) => !keys.includes(k));
  return (
    <fieldset className="key-list" data-chip-list="" {...invalidWhen(error, errorId)}>
      <legend>{legend}</legend>
      <ul className="chips">
        {keys.map((key) => (
          <li key={key} className="chip">
            {disabled ? <span>{key}</span> : <Chip name={name} value={key} keepLabel={t('entity.keep-key', { key })} removeLabel={t('entity.remove-key', { key })} />}
          </li>
        ))}
      </ul>
      {!disabled && (
        <template data-chip-template="">
          <li className="chip">
            <Chip name={name} value={KEY_MARK} keepLabel={t('entity.keep-key', { key: KEY_MARK })} removeLabel={t('entity.remove-key', { key: KEY_MARK })} />
          </li>
        </template>
      )}
      {!disabled && (
        <div className="form-field">
          <label htmlFor={id}>{addLabel ?? t('entity.add-keys')}</label>
          <input type="text" id={id} name={addName} list={`${id}-keys`} autoComplete="off" maxLength={1024} data-chip-input="" />
          <datalist id={`${id}-keys`}>
            {shown.map((key) => (
              <option key={key} value={key} />
            ))}
          </datalist>
          <span className="field-hint no-js-only">{t('entity.add-keys-hint')}</span>
          <span className="field-hint js-only">{t('entity.chip-keys-hint')}</span>
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** One kept key: its box (posted while checked; hidden with JavaScript) and its remove button (JavaScript only). */
function Chip({ name, value, keepLabel, removeLabel }: { name: string; value: string; keepLabel: string; removeLabel: string }) {
  return (
    <>
      <label>
        <input type="checkbox" className="no-js-only" name={name} value={value} defaultChecked aria-label={keepLabel} />
        <span>{value}</span>
      </label>
      <button type="button" className="icon-button chip-remove js-only" data-chip-remove="" aria-label={removeLabel} title={removeLabel}>
        <Icon name="close" />
      </button>
    </>
  );
}
