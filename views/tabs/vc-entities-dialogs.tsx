import type { ReactNode } from 'react';
import { Dialog } from '../dialogs/dialog.tsx';
import { CsrfField, FieldError } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import { DefaultSubmit } from '../parts/default-submit.tsx';
import { EntityListPicker } from '../parts/picker.tsx';
import { BranchSelect } from '../parts/branch-select.tsx';
import type { Branch } from '../../server/domain/pickers/branch.ts';
import { regionForm } from '../entity/action-button.tsx';
import type { PickerView } from '../../server/domain/entity-view.ts';
import type { ComplexVersionRequest, EntityTypeLoadConfig, EntityTypeVersionConfig, VcEntityType } from '../../server/platform/types/version-control.ts';
import { DialogButtons } from './tab-toolbar.tsx';

export interface EntitiesVersionView {
  kind: 'create-entities';
  action: string;
  cancelHref: string;
  branches: Branch[];
  draft: ComplexVersionRequest;
  types: { type: VcEntityType; label: string; included: boolean; config: EntityTypeVersionConfig; picker: PickerView }[];
  /** Translated problems by field name. */
  errors: Record<string, string>;
  formError?: string;
}

export interface EntitiesRestoreView {
  kind: 'restore-entities';
  action: string;
  cancelHref: string;
  /** The version's short id. */
  version: string;
  types: { type: VcEntityType; label: string; included: boolean; config: EntityTypeLoadConfig }[];
  errors: Record<string, string>;
  formError?: string;
}

const fieldId = (name: string) => `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="check-field">
      <input type="checkbox" name={name} value="true" defaultChecked={checked} />
      {label}
    </label>
  );
}

function FormError({ message }: { message?: string }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** One entity type of a request: its check box (the type is included) as the legend, its options below. */
function TypeBlock({ type, label, included, children }: { type: string; label: string; included: boolean; children: ReactNode }) {
  return (
    <fieldset className="vc-entity-type">
      <legend>
        <label className="check-field">
          <input type="checkbox" name="entityTypes" value={type} defaultChecked={included} />
          {label}
        </label>
      </legend>
      <div className="vc-type-options">{children}</div>
    </fieldset>
  );
}

function StrategySelect({ name, label, value, withDefault }: { name: string; label: string; value: string; withDefault: boolean }) {
  const { t } = useView();
  return (
    <div className="field">
      <label htmlFor={fieldId(name)}>{label}</label>
      <select id={fieldId(name)} name={name} defaultValue={value}>
        {withDefault && <option value="">{t('version-control.sync-strategy-default')}</option>}
        <option value="MERGE">{t('version-control.sync-strategy-merge')}</option>
        <option value="OVERWRITE">{t('version-control.sync-strategy-overwrite')}</option>
      </select>
    </div>
  );
}

/** `/vc`'s create dialog: version name, branch, default sync strategy, and per entity type what goes in. */
export function CreateEntitiesVersion({ dialog }: { dialog: EntitiesVersionView }) {
  const { t } = useView();
  const actions = <DialogButtons cancelHref={dialog.cancelHref} formId="create-entities-version-form" submitLabel={t('action.create')} />;
  const nameError = dialog.errors.versionName;
  return (
    <Dialog id="dialog-create-entities-version" title={t('version-control.create-entities-version')} open actions={actions}>
      <form id="create-entities-version-form" {...regionForm(dialog.action)}>
        <DefaultSubmit />
        <CsrfField />
        <FormError message={dialog.formError} />
        <BranchSelect view={{ id: 'field-branch', name: 'branch', value: dialog.draft.branch, branches: dialog.branches, mode: 'free', error: dialog.errors.branch }} />
        <div className="field">
          <label htmlFor="field-versionName">{t('version-control.version-name')}</label>
          <input id="field-versionName" name="versionName" defaultValue={dialog.draft.versionName} required maxLength={255} aria-invalid={nameError ? true : undefined} aria-describedby={nameError ? 'field-versionName-error' : undefined} />
          <FieldError id="field-versionName-error" message={nameError} />
        </div>
        <StrategySelect name="syncStrategy" label={t('version-control.default-sync-strategy')} value={dialog.draft.syncStrategy} withDefault={false} />
        <fieldset className="vc-entity-types">
          <legend>{t('version-control.entities-to-export')}</legend>
          <FieldError id="field-entityTypes-error" message={dialog.errors.entityTypes} />
          {dialog.types.map(({ type, label, included, config, picker }) => {
            const path = `entityTypes.${type}`;
            return (
              <TypeBlock key={type} type={type} label={label} included={included}>
                <StrategySelect name={`${path}.syncStrategy`} label={t('version-control.sync-strategy')} value={config.syncStrategy ?? ''} withDefault />
                <Check name={`${path}.allEntities`} label={t('version-control.all-entities')} checked={config.allEntities} />
                <div className="vc-entity-ids">
                  <EntityListPicker picker={picker} />
                </div>
                <Check name={`${path}.saveRelations`} label={t('version-control.export-relations')} checked={config.saveRelations} />
                <Check name={`${path}.saveAttributes`} label={t('version-control.export-attributes')} checked={config.saveAttributes} />
                {type === 'DEVICE' && <Check name={`${path}.saveCredentials`} label={t('version-control.export-credentials')} checked={config.saveCredentials} />}
              </TypeBlock>
            );
          })}
        </fieldset>
      </form>
    </Dialog>
  );
}

/** `/vc`'s restore dialog: the version's entity types to load, each with upstream's load options. */
export function RestoreEntities({ dialog }: { dialog: EntitiesRestoreView }) {
  const { t } = useView();
  const actions = <DialogButtons cancelHref={dialog.cancelHref} formId="restore-entities-form" submitLabel={t('version-control.restore')} />;
  return (
    <Dialog id="dialog-restore-entities" title={t('version-control.restore-entities-from-version', { version: dialog.version })} open actions={actions}>
      <form id="restore-entities-form" {...regionForm(dialog.action)}>
        <DefaultSubmit />
        <CsrfField />
        <FormError message={dialog.formError} />
        {dialog.types.length === 0 && <p>{t('version-control.no-entities-in-version')}</p>}
        <fieldset className="vc-entity-types">
          <legend>{t('version-control.entities-to-restore')}</legend>
          <FieldError id="field-entityTypes-error" message={dialog.errors.entityTypes} />
          {dialog.types.map(({ type, label, included, config }) => {
            const path = `entityTypes.${type}`;
            return (
              <TypeBlock key={type} type={type} label={label} included={included}>
                <Check name={`${path}.loadRelations`} label={t('version-control.load-relations')} checked={config.loadRelations} />
                <Check name={`${path}.loadAttributes`} label={t('version-control.load-attributes')} checked={config.loadAttributes} />
                {type === 'DEVICE' && <Check name={`${path}.loadCredentials`} label={t('version-control.load-credentials')} checked={config.loadCredentials} />}
                <Check name={`${path}.removeOtherEntities`} label={t('version-control.remove-other-entities')} checked={config.removeOtherEntities} />
                <Check name={`${path}.findExistingEntityByName`} label={t('version-control.find-existing-entity-by-name')} checked={config.findExistingEntityByName} />
              </TypeBlock>
            );
          })}
        </fieldset>
      </form>
    </Dialog>
  );
}
