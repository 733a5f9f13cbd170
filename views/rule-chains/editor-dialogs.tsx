import type { ReactNode } from 'react';
import { Dialog } from '../dialogs/dialog.tsx';
import { CsrfField, FieldError, invalidWhen, FormError } from '../form-parts.tsx';
import { DefaultSubmit } from '../parts/default-submit.tsx';
import { useView } from '../view-context.tsx';
import { FormFields } from '../parts/form-field.tsx';
import type { FormView } from '../../server/domain/entity-view.ts';
import { NodeConfigFields, type ConfigFormView } from './node-config-fields.tsx';

interface DialogBase {
  title: string;
  /** Where the form posts and where Cancel leads (paths without the base path). */
  action: string;
  cancelHref: string;
  submitLabel: string;
  formError?: string;
  /** Translated messages by field name. */
  errors?: Record<string, string>;
}

export type EditorDialogView =
  | (DialogBase & {
      kind: 'node';
      component: string;
      description: string;
      name: string;
      debugMode: boolean;
      nodeDescription: string;
      config: ConfigFormView;
      /** A new node's place (the add dialog); the edit dialog moves nodes with its own dialog. */
      position?: { x: string; y: string };
      eventsHref?: string;
    })
  | (DialogBase & { kind: 'connect'; from: string; targets: Array<{ index: number; name: string }>; to?: number; relationTypes: string[]; checked: string[]; custom?: string })
  | (DialogBase & { kind: 'move'; node: string; x: string; y: string })
  | (DialogBase & { kind: 'confirm'; text: string })
  | (DialogBase & { kind: 'chain'; form: FormView });

const FORM_ID = 'editor-form';

function TextField({ name, label, value, error, inputMode }: { name: string; label: string; value: string; error?: string; inputMode?: 'numeric' }) {
  const id = `editor-${name.replace(/\./g, '-')}`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" inputMode={inputMode} defaultValue={value} {...invalidWhen(error, `${id}-error`)} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function Position({ x, y, errors }: { x: string; y: string; errors: Record<string, string> }) {
  const { t } = useView();
  return (
    <fieldset className="node-position">
      <legend>{t('rulenode.position')}</legend>
      <TextField name="additionalInfo.layoutX" label={t('rulenode.layout-x')} value={x} error={errors['additionalInfo.layoutX']} inputMode="numeric" />
      <TextField name="additionalInfo.layoutY" label={t('rulenode.layout-y')} value={y} error={errors['additionalInfo.layoutY']} inputMode="numeric" />
    </fieldset>
  );
}

function Body({ dialog }: { dialog: EditorDialogView }) {
  const { t } = useView();
  const errors = dialog.errors ?? {};
  switch (dialog.kind) {
    case 'confirm':
      return <p>{dialog.text}</p>;
    case 'chain':
      return <FormFields form={dialog.form} />;
    case 'move':
      return (
        <>
          <p>{dialog.node}</p>
          <Position x={dialog.x} y={dialog.y} errors={errors} />
        </>
      );
    case 'connect':
      return (
        <>
          <p>{t('rulenode.link-from', { name: dialog.from })}</p>
          <div className="form-field">
            <label htmlFor="editor-to">{t('rulenode.link-to')}</label>
            <select id="editor-to" name="to" defaultValue={dialog.to === undefined ? '' : String(dialog.to)} {...invalidWhen(errors.to, 'editor-to-error')}>
              <option value="" />
              {dialog.targets.map((target) => (
                <option key={target.index} value={String(target.index)}>
                  {target.name}
                </option>
              ))}
            </select>
            <FieldError id="editor-to-error" message={errors.to} />
          </div>
          <fieldset className="form-field link-labels" {...invalidWhen(errors.labels, 'editor-labels-error')}>
            <legend>{t('rulenode.link-labels')}</legend>
            {dialog.relationTypes.map((type) => (
              <label key={type} className="check-field">
                <input type="checkbox" name="labels" value={type} defaultChecked={dialog.checked.includes(type)} />
                <span>{type}</span>
              </label>
            ))}
            <FieldError id="editor-labels-error" message={errors.labels} />
          </fieldset>
          {dialog.custom !== undefined && <TextField name="custom" label={t('rulenode.custom-link-label')} value={dialog.custom} error={errors.custom} />}
        </>
      );
    case 'node':
      return (
        <>
          <p className="node-component">
            <strong>{dialog.component}</strong> {dialog.description}
          </p>
          <TextField name="name" label={t('rulenode.name')} value={dialog.name} error={errors.name} />
          <label className="check-field">
            <input type="checkbox" name="debugMode" value="true" defaultChecked={dialog.debugMode} />
            <span>{t('rulenode.debug-mode')}</span>
          </label>
          <NodeConfigFields form={dialog.config} />
          <div className="form-field">
            <label htmlFor="editor-description">{t('rulenode.description')}</label>
            <textarea id="editor-description" name="additionalInfo.description" rows={2} defaultValue={dialog.nodeDescription} />
          </div>
          {dialog.position && <Position x={dialog.position.x} y={dialog.position.y} errors={errors} />}
        </>
      );
  }
}

/** One editor dialog at its own address: a form that posts to it, Cancel back to the editor. */
export function EditorDialog({ dialog, extra }: { dialog: EditorDialogView; extra?: ReactNode }) {
  const { t, url } = useView();
  const actions = (
    <>
      <a className="button" href={url(dialog.cancelHref)}>
        {t('dialog.cancel')}
      </a>
      {dialog.kind === 'node' && dialog.eventsHref && (
        <a className="button" href={url(dialog.eventsHref)}>
          {t('rulenode.events')}
        </a>
      )}
      <button type="submit" form={FORM_ID} className="button primary">
        {dialog.submitLabel}
      </button>
    </>
  );
  return (
    <Dialog id="editor-dialog" title={dialog.title} open alert={dialog.kind === 'confirm'} actions={actions}>
      <form id={FORM_ID} method="post" action={url(dialog.action)} noValidate>
        <DefaultSubmit />
        <CsrfField />
        <FormError message={dialog.formError} />
        <Body dialog={dialog} />
        {extra}
      </form>
    </Dialog>
  );
}
