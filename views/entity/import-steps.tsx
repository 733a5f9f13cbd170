import { FieldError, invalidWhen } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import { FileInput } from '../parts/file-input.tsx';
import { DELIMITERS } from '../../server/domain/csv-import.ts';
import type { ImportStepName, ImportStepView } from '../../server/domain/entity-view.ts';

const STEP_LABELS: Record<ImportStepName, string> = {
  file: 'import.stepper-text.select-file',
  configuration: 'import.stepper-text.configuration',
  columns: 'import.stepper-text.column-type',
  create: 'import.stepper-text.creat-entities',
  done: 'import.stepper-text.done',
};

/** The stepper: every step's name, the current one marked. */
function Stepper({ current }: { current: ImportStepName }) {
  const { t } = useView();
  const steps = Object.keys(STEP_LABELS) as ImportStepName[];
  return (
    <ol className="stepper">
      {steps.map((step, i) => (
        <li key={step} aria-current={step === current ? 'step' : undefined} className={steps.indexOf(current) > i ? 'done' : undefined}>
          {t(STEP_LABELS[step])}
        </li>
      ))}
    </ol>
  );
}

function FileStep({ step }: { step: Extract<ImportStepView, { step: 'file' }> }) {
  const { t, format } = useView();
  return (
    <FileInput id="import-file" name="file" label={t('import.drop-file-csv-or')} accept=".csv,text/csv,text/plain" required maxBytes={step.maxBytes}
      fileName={step.fileName} hint={t('import.max-file-size', { size: format.number(step.maxBytes / 1024) })} />
  );
}

function ConfigurationStep({ step }: { step: Extract<ImportStepView, { step: 'configuration' }> }) {
  const { t } = useView();
  return (
    <>
      <p className="field-hint">{step.fileName}</p>
      <div className="form-field">
        <label htmlFor="import-delimiter">{t('import.csv-delimiter')}</label>
        <select id="import-delimiter" name="mapping.delimiter" defaultValue={step.delimiter}>
          {DELIMITERS.map((d) => (
            <option key={d} value={d}>
              {d === '\t' ? t('import.delimiter-tab') : d}
            </option>
          ))}
        </select>
      </div>
      <label className="check-field">
        <input type="checkbox" name="mapping.header" value="true" defaultChecked={step.header} />
        <span>{t('import.csv-first-line-header')}</span>
      </label>
      <label className="check-field">
        <input type="checkbox" name="mapping.update" value="true" defaultChecked={step.update} />
        <span>{t('import.csv-update-data')}</span>
      </label>
    </>
  );
}

function ColumnsStep({ step }: { step: Extract<ImportStepView, { step: 'columns' }> }) {
  const { t } = useView();
  return (
    <div className="table-scroll">
      <table className="entity-table import-columns">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('import.column-example')}</th>
            <th scope="col">{t('import.column-type.column-type')}</th>
            <th scope="col">{t('import.column-key')}</th>
          </tr>
        </thead>
        <tbody>
          {step.columns.map((c) => {
            const typeId = `import-column-${c.index}-type`;
            const keyId = `import-column-${c.index}-key`;
            const errorId = `${keyId}-error`;
            return (
              <tr key={c.index}>
                <td>{c.index + 1}</td>
                <td>{c.sample}</td>
                <td>
                  <label className="visually-hidden" htmlFor={typeId}>
                    {t('import.column-type.column-type')} {c.index + 1}
                  </label>
                  <select id={typeId} name={`mapping.columns.${c.index}.type`} defaultValue={c.type} {...invalidWhen(c.keyError, errorId)}>
                    {step.types.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <label className="visually-hidden" htmlFor={keyId}>
                    {t('import.column-key')} {c.index + 1}
                  </label>
                  <input id={keyId} type="text" name={`mapping.columns.${c.index}.key`} defaultValue={c.key} maxLength={255} {...invalidWhen(c.keyError, errorId)} />
                  <FieldError id={errorId} message={c.keyError} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function DoneStep({ step }: { step: Extract<ImportStepView, { step: 'done' }> }) {
  const { t } = useView();
  return (
    <>
      <ul className="import-results">
        <li>{t('import.message.create-entities', { count: step.created })}</li>
        <li>{t('import.message.update-entities', { count: step.updated })}</li>
        <li>{t('import.message.error-entities', { count: step.errors })}</li>
      </ul>
      {step.errorsList.length > 0 && (
        <details className="import-errors" open>
          <summary>{t('import.details')}</summary>
          <ul>
            {step.errorsList.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

/** One step of the CSV import (console-map §4.6), under the stepper. */
export function ImportStep({ step }: { step: ImportStepView }) {
  const { t } = useView();
  return (
    <>
      <Stepper current={step.step} />
      {step.step === 'file' && <FileStep step={step} />}
      {step.step === 'configuration' && <ConfigurationStep step={step} />}
      {step.step === 'columns' && <ColumnsStep step={step} />}
      {step.step === 'create' && <p>{t('import.lines-to-import', { count: step.lines })}</p>}
      {step.step === 'done' && <DoneStep step={step} />}
    </>
  );
}
