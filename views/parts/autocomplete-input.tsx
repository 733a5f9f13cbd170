import type { ReactNode } from 'react';
import { FieldError, invalidWhen } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';

/** A suggestion: the value it fills in, and what the list shows beside it (a message type's name, 'default'). */
export interface Suggestion {
  value: string;
  label?: string;
}

/** The suggestion list's options; also the answer of a type-ahead request. */
export function SuggestionOptions({ suggestions }: { suggestions: readonly Suggestion[] }) {
  return (
    <>
      {suggestions.map((s) => (
        <option key={s.value} value={s.value} label={s.label} />
      ))}
    </>
  );
}

/** What a page gives one of the fixed-suggestion autocompletes (relation type, message type); the label is the part's own unless given. */
export type SuggestedFieldProps = Pick<AutocompleteInputProps, 'id' | 'name' | 'value' | 'required' | 'error' | 'disabled' | 'readOnly'> & { label?: string };

export interface AutocompleteInputProps {
  id: string;
  /** The JSON path the field fills. */
  name: string;
  /** Translated. */
  label: string;
  value: string;
  suggestions: readonly Suggestion[];
  required?: boolean;
  maxLength?: number;
  error?: string;
  hint?: string;
  disabled?: boolean;
  readOnly?: boolean;
  /** Where typing asks for the suggestions (150 ms debounced); without it the list is fixed. */
  typeAhead?: { href: string; vals: Record<string, string> };
  /** More of the part after the field (its revert request's marker, buttons). */
  children?: ReactNode;
}

/**
 * A free-text field with suggestions (relation type, message type, branch): a labelled input and its datalist, which
 * the browser filters as one types, with or without JavaScript. With a type-ahead, htmx asks the console for the
 * suggestions matching the text and swaps the list.
 */
export function AutocompleteInput(props: AutocompleteInputProps) {
  const { url, scripts } = useView();
  const { id, typeAhead } = props;
  if (typeAhead) scripts.add('htmx');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [props.error ? errorId : '', props.hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field autocomplete">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        defaultValue={props.value}
        list={props.disabled || props.readOnly ? undefined : `${id}-list`}
        required={props.required}
        maxLength={props.maxLength}
        disabled={props.disabled}
        readOnly={props.readOnly}
        autoComplete="off"
        {...invalidWhen(props.error, errorId)}
        aria-describedby={described}
        {...(typeAhead && !props.disabled && !props.readOnly
          ? { 'hx-get': url(typeAhead.href), 'hx-trigger': 'input changed delay:150ms', 'hx-target': `#${id}-list`, 'hx-swap': 'innerHTML', 'hx-vals': JSON.stringify(typeAhead.vals) }
          : {})}
      />
      <datalist id={`${id}-list`}>
        <SuggestionOptions suggestions={props.suggestions} />
      </datalist>
      {props.children}
      <FieldError id={errorId} message={props.error} />
      {props.hint && (
        <span id={hintId} className="field-hint">
          {props.hint}
        </span>
      )}
    </div>
  );
}
