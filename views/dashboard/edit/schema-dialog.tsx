import type { ReactNode } from 'react';
import { CsrfField } from '../../form-parts.tsx';
import { useView } from '../../view-context.tsx';
import { Dialog } from '../../dialogs/dialog.tsx';
import { SchemaForm, SchemaPickerDialogsProvider, SchemaPickersProvider } from '../../parts/schema-form/schema-form.tsx';
import type { PickerView } from '../../../server/domain/entity-view.ts';
import type { FormInput } from '../../../server/domain/schema-form/schema-read.ts';
import type { FieldProblem, SchemaField } from '../../../server/domain/schema-form/schema-types.ts';

export interface SchemaSection {
  legend?: string;
  fields: SchemaField[];
  /** The JSON path of the members these fields edit. */
  base: string;
  /** A remark under the fields (what the form leaves out). */
  note?: string;
  /** Shown instead of the fields when there are none. */
  empty?: string;
}

export interface SchemaDialogProps {
  id: string;
  title: string;
  /** Where the form posts (console path). */
  action: string;
  /** Where Cancel leads (console path and query). */
  back: string;
  stateId: string;
  sections: SchemaSection[];
  input: FormInput;
  errors: Record<string, FieldProblem>;
  /** Entity ids chosen with the entity picker, by field name. */
  pickers?: Record<string, PickerView>;
  /** The colour and icon fields open their picker dialogs by posting the form (its input kept meanwhile); `returned`:
   * the field whose picker the page came back from. */
  pickerDialogs?: { returned?: string };
  children?: ReactNode;
}

/** An editor dialog at its own address whose form is drawn from JSON schemas (widget, layouts, settings, aliases, filters). */
export function SchemaDialog({ id, title, action, back, stateId, sections, input, errors, pickers = {}, pickerDialogs, children }: SchemaDialogProps) {
  const { t, url } = useView();
  const formId = `${id}-form`;
  return (
    <Dialog
      id={id}
      title={title}
      open
      actions={
        <>
          <a className="button" href={url(back)}>
            {t('action.cancel')}
          </a>
          <button type="submit" form={formId} className="button primary">
            {t('action.apply')}
          </button>
        </>
      }
    >
      <form method="post" id={formId} action={url(action)} noValidate>
        <CsrfField />
        <input type="hidden" name="state" value={stateId} />
        {Object.keys(errors).length > 0 && (
          <p className="form-error" role="alert">
            {t('widget.check-the-values')}
          </p>
        )}
        {children}
        <SchemaPickerDialogsProvider value={pickerDialogs ?? null}>
        <SchemaPickersProvider value={pickers}>
        {sections.map((s, i) => {
          const body = (
            <>
              {s.fields.length ? <SchemaForm fields={s.fields} input={input} errors={errors} base={s.base} /> : s.empty && <p>{s.empty}</p>}
              {s.note && <p className="field-hint">{s.note}</p>}
            </>
          );
          return s.legend ? (
            <fieldset key={i} className="form-section">
              <legend>{s.legend}</legend>
              {body}
            </fieldset>
          ) : (
            <div key={i}>{body}</div>
          );
        })}
        </SchemaPickersProvider>
        </SchemaPickerDialogsProvider>
      </form>
    </Dialog>
  );
}
