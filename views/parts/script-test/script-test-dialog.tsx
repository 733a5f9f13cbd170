import { Dialog } from '../../dialogs/dialog.tsx';
import { CsrfField, FieldError, invalidWhen, FormError } from '../../form-parts.tsx';
import { CodeEditor } from '../code-editor.tsx';
import { DefaultSubmit } from '../default-submit.tsx';
import { JsonViewer } from '../json-viewer.tsx';
import { MessageTypeInput } from '../message-type-input.tsx';
import { SplitPanes } from '../split-panes.tsx';
import { useView } from '../../view-context.tsx';
import type { ScriptTestInput } from '../../../server/domain/script-test.ts';

export interface ScriptTestView {
  /** The function's title (`Filter`, `Transform`...): the dialog's title names it. */
  functionTitle: string;
  /** Where the form posts (Test, Save, another metadata row) and where Cancel leads; paths without the base path. */
  action: string;
  cancelHref: string;
  input: ScriptTestInput;
  language: 'javascript' | 'tbel';
  /** The platform's formatted output of the last Test. */
  output?: string;
  /** The platform's error of the last Test, or why it could not run. */
  error?: string;
  /** Translated messages by field name (`msgType`, `msg`, `metadata`, `script`). */
  errors: Record<string, string>;
  /** Save is offered where the tested script goes back into a form. */
  canSave: boolean;
}

function MetadataRows({ rows, error }: { rows: ScriptTestInput['metadata']; error?: string }) {
  const { t } = useView();
  return (
    <fieldset className="form-field script-metadata" {...invalidWhen(error, 'script-metadata-error')}>
      <legend>{t('rulenode.metadata')}</legend>
      {rows.map((row, i) => (
        <div className="metadata-row" key={i}>
          <label htmlFor={`script-metadata-${i}-key`}>{t('rulenode.metadata-key')}</label>
          <input id={`script-metadata-${i}-key`} name={`metadata.${i}.key`} defaultValue={row.key} />
          <label htmlFor={`script-metadata-${i}-value`}>{t('rulenode.metadata-value')}</label>
          <input id={`script-metadata-${i}-value`} name={`metadata.${i}.value`} defaultValue={row.value} />
        </div>
      ))}
      <button type="submit" name="op" value="add-metadata" className="button">
        {t('rulenode.add-metadata')}
      </button>
      <FieldError id="script-metadata-error" message={error} />
    </fieldset>
  );
}

/**
 * The node script test dialog (spec 2): message type and message JSON, the metadata map, the script, and the
 * platform's output, in three panes the user resizes (stacked without JavaScript). A plain form: Test posts it and the answer shows the output; Save tests first and, when the
 * script runs, returns it to the form it came from.
 */
export function ScriptTestDialog({ view }: { view: ScriptTestView }) {
  const { t, url } = useView();
  const { input, errors } = view;
  const actions = (
    <>
      <a className="button" href={url(view.cancelHref)}>
        {t('dialog.cancel')}
      </a>
      <button type="submit" form="script-test-form" name="op" value="test" className="button">
        {t('rulenode.test')}
      </button>
      {view.canSave && (
        <button type="submit" form="script-test-form" name="op" value="save" className="button primary">
          {t('action.save')}
        </button>
      )}
    </>
  );
  return (
    <Dialog id="script-test-dialog" title={t('rulenode.test-script-title', { name: view.functionTitle })} open actions={actions}>
      <form id="script-test-form" method="post" action={url(view.action)} noValidate className="script-test">
        <DefaultSubmit />
        <CsrfField />
        <SplitPanes
          id="script-test-panes"
          panes={[
            {
              id: 'script-test-input',
              label: t('rulenode.message'),
              content: (
                <>
                  <MessageTypeInput id="script-msg-type" name="msgType" value={input.msgType} error={errors.msgType} />
                  <CodeEditor id="script-msg" name="msg" label={t('rulenode.message')} value={input.msg} language="json" rows={6} error={errors.msg} />
                  <MetadataRows rows={input.metadata} error={errors.metadata} />
                </>
              ),
            },
            {
              id: 'script-test-script',
              label: view.functionTitle,
              content: <CodeEditor id="script-script" name="script" label={view.functionTitle} value={input.script} language={view.language} rows={10} error={errors.script} />,
            },
            {
              id: 'script-test-output',
              label: t('rulenode.output'),
              content: (
                <div className="script-output" aria-live="polite">
                  <h3>{t('rulenode.output')}</h3>
                  <FormError message={view.error} />
                  {view.output !== undefined && <ScriptOutput text={view.output} label={t('rulenode.output')} />}
                </div>
              ),
            },
          ]}
        />
      </form>
    </Dialog>
  );
}

/** The output as indented JSON when it is JSON, else as the platform wrote it. */
function ScriptOutput({ text, label }: { text: string; label: string }) {
  try {
    return <JsonViewer label={label} value={JSON.stringify(JSON.parse(text), null, 4)} />;
  } catch {
    return <pre className="script-output-text">{text}</pre>;
  }
}
