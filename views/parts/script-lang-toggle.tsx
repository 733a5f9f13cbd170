import { FieldError, invalidWhen } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';

/** The rule engine's script languages (widgets spec §3), as the platform names them in `scriptLang`. */
export type ScriptLang = 'TBEL' | 'JS';

const LABELS: Record<ScriptLang, string> = { TBEL: 'tb.rulenode.script-lang-tbel', JS: 'tb.rulenode.script-lang-js' };

export interface ScriptLangToggleProps {
  id: string;
  /** The language's JSON path in the posted entity (`configuration.scriptLang`). */
  name: string;
  value: ScriptLang;
  disabled?: boolean;
  error?: string;
  /** Its name shown above it (in a form); otherwise only for assistive technology (in a toolbar). */
  labelled?: boolean;
}

/**
 * The script language toggle (widgets spec §2): TBEL or JavaScript, two radio buttons drawn as one segmented
 * control, so it posts `name` as a plain form value and arrow keys move between the two.
 */
export function ScriptLangToggle({ id, name, value, disabled, error, labelled }: ScriptLangToggleProps) {
  const { t } = useView();
  const errorId = `${id}-error`;
  return (
    <fieldset className="script-lang-field" id={id} disabled={disabled} {...invalidWhen(error, errorId)}>
      <legend className={labelled ? undefined : 'visually-hidden'}>{t('tb.rulenode.script-lang')}</legend>
      <div className="script-lang-toggle">
        {(Object.keys(LABELS) as ScriptLang[]).map((lang) => (
          <label key={lang} className="script-lang-option">
            <input type="radio" name={name} value={lang} defaultChecked={value === lang} />
            <span>{t(LABELS[lang])}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
