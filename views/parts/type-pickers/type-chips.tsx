import { FieldError, invalidWhen } from '../../form-parts.tsx';
import { Icon } from '../../icon.tsx';
import { useScript } from '../../page-scripts.tsx';
import { useView } from '../../view-context.tsx';
import { actionValue, chipParts, type ChipAction } from '../../../server/domain/pickers/type-chips.ts';
import type { TypeChipsView } from '../../../server/tables/type-picker-views.ts';
import { pickerId } from '../picker.tsx';

/** Where the console draws a type chip list again after one of its buttons, and its suggestions as text is typed. */
export const TYPE_CHIPS_PATH = '/parts/type-chips';
export const TYPE_SUGGESTIONS_PATH = '/parts/type-chips/suggestions';

/** The most suggestions shown at once; typing narrows them. */
const MAX_SUGGESTIONS = 20;

/** The htmx request of a button or field of the list: the list's inputs and settings, the list or its suggestions swapped. */
function useRedraw(view: TypeChipsView) {
  const { url } = useView();
  const id = pickerId(view.name);
  const vals = JSON.stringify({ ...view.vals, field: view.name });
  return {
    list: { 'hx-get': url(TYPE_CHIPS_PATH), 'hx-include': `#${id}`, 'hx-target': `#${id}`, 'hx-swap': 'outerHTML', 'hx-vals': vals },
    suggestions: { 'hx-get': url(TYPE_SUGGESTIONS_PATH), 'hx-include': `#${id}`, 'hx-target': `#${id}-suggestions`, 'hx-swap': 'innerHTML', 'hx-vals': vals },
  };
}

/** A submit button of the list: without JavaScript it sends the enclosing form back; with htmx it redraws the list. */
function ListButton({ view, action, className, label, children }: { view: TypeChipsView; action: Exclude<ChipAction, { op: 'none' }>; className: string; label?: string; children: React.ReactNode }) {
  const redraw = useRedraw(view);
  return (
    <button type="submit" name={chipParts(view.name).action} value={actionValue(action)} formNoValidate className={className} aria-label={label} title={label} {...redraw.list}>
      {children}
    </button>
  );
}

/** The choices matching the typed text (each adds itself), the typed text as a new value, or 'no types matching'. */
export function TypeSuggestions({ view }: { view: TypeChipsView }) {
  const { t } = useView();
  return (
    <>
      {view.suggestions.length > 0 && (
        <ul className="type-suggestions-list">
          {view.suggestions.slice(0, MAX_SUGGESTIONS).map((choice) => (
            <li key={choice.value}>
              <ListButton view={view} action={{ op: 'pick', value: choice.value }} className="button type-suggestion">{choice.label}</ListButton>
            </li>
          ))}
        </ul>
      )}
      {view.noMatch && <p className="field-hint">{view.noMatch}</p>}
      {view.offerNew && (
        <ListButton view={view} action={{ op: 'pick', value: view.offerNew }} className="button type-suggestion">
          {t('entity.add-new-type', { type: view.offerNew })}
        </ListButton>
      )}
    </>
  );
}

/**
 * A multi-select entity type or sub-type (widgets spec §2: chips plus type-ahead). Each chip is a hidden input under
 * the field's name with its remove button; the text field adds values (Add, or Enter, comma, semicolon with
 * JavaScript: islands/behaviours/type-chips.ts), its Search narrows the suggestions, each suggestion adds itself. Without
 * JavaScript every button sends the form back and the server reads it (server/domain/pickers/type-pickers.ts); with
 * htmx the list is drawn again in place, and typing asks for the suggestions, 150 ms debounced.
 */
export function TypeChips({ view }: { view: TypeChipsView }) {
  const { t } = useView();
  useScript('htmx');
  const redraw = useRedraw(view);
  const id = pickerId(view.name);
  const errorId = `${id}-error`;
  const parts = chipParts(view.name);
  const editable = !view.disabled && !view.readOnly;
  return (
    // The server's text and placeholder for the field, which htmx keeps through a redraw (islands/behaviours/type-chips.ts).
    <fieldset id={id} className="type-chips" disabled={view.disabled} data-text={view.text} data-placeholder={view.placeholder} {...invalidWhen(view.error, errorId)}>
      <legend>{view.label}</legend>
      <ul className="chips">
        {view.chips.map((chip) => (
          <li key={chip.value} className="chip">
            <input type="hidden" name={view.name} value={chip.value} />
            <span>{chip.label}</span>
            {editable && (
              <ListButton view={view} action={{ op: 'remove', value: chip.value }} className="icon-button chip-remove" label={t('entity.remove-type', { type: chip.label })}>
                <Icon name="close" />
              </ListButton>
            )}
          </li>
        ))}
      </ul>
      {editable && (
        <div className="type-chips-add">
          <label htmlFor={`${id}-text`}>{view.inputLabel}</label>
          <input
            type="text"
            id={`${id}-text`}
            name={parts.text}
            defaultValue={view.text}
            placeholder={view.placeholder || undefined}
            maxLength={1024}
            autoComplete="off"
            autoFocus={view.focus}
            aria-controls={`${id}-suggestions`}
            data-type-chips-input=""
            hx-preserve=""
            hx-trigger="input changed delay:150ms"
            {...redraw.suggestions}
          />
          <ListButton view={view} action={{ op: 'add' }} className="button type-chips-add-button">
            {t('action.add')}
          </ListButton>
          <button type="submit" name={parts.action} value={actionValue({ op: 'search' })} formNoValidate className="button no-js-only">
            {t('action.search')}
          </button>
        </div>
      )}
      {editable && (
        <div id={`${id}-suggestions`} className="type-suggestions" role="group" aria-label={t('entity.type-suggestions')} aria-live="polite">
          <TypeSuggestions view={view} />
        </div>
      )}
      <FieldError id={errorId} message={view.error} />
    </fieldset>
  );
}
