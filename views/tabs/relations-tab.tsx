import { Dialog } from '../dialogs/dialog.tsx';
import { CsrfField } from '../form-parts.tsx';
import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { DefaultSubmit } from '../parts/default-submit.tsx';
import { RelationTypeInput } from '../parts/relation-type-input.tsx';
import { regionForm } from '../entity/action-button.tsx';
import { DIALOG_REGION } from '../entity/dialog-slot.tsx';
import type { TableState } from '../../server/domain/table-state.ts';
import { KeysDeleteDialog, type KeysDeleteView } from './keys-delete-dialog.tsx';
import { TabTable, type TabColumn } from './tab-table.tsx';
import { DialogButtons, RowLink, TabToolbar, ToolbarSelect } from './tab-toolbar.tsx';

export interface RelationRowView {
  key: string;
  type: string;
  otherType: string;
  otherName: string;
  editHref: string;
  deleteHref: string;
}

export interface RelationFormView {
  kind: 'form';
  adding: boolean;
  title: string;
  action: string;
  cancelHref: string;
  type: string;
  /** Adding: the target entity type, the search and the entities offered (checked ones kept). */
  targetType: string;
  targetTypes: { value: string; label: string }[];
  search: string;
  candidates: { id: string; name: string; checked: boolean }[];
  /** Editing: the other end. */
  other?: string;
  additionalInfo: string;
  errors: { type?: string; targets?: string; additionalInfo?: string };
  formError?: string;
}

export interface RelationsTabView {
  action: string;
  direction: string;
  directions: { value: string; label: string }[];
  rows: RelationRowView[];
  state: TableState;
  total: number;
  stateHref(state: TableState): string;
  addHref?: string;
  dialog?: RelationFormView | KeysDeleteView;
}

const FORM_ID = 'relation-dialog-form';

function RelationForm({ dialog }: { dialog: RelationFormView }) {
  const { t } = useView();
  const actions = <DialogButtons cancelHref={dialog.cancelHref} formId={FORM_ID} submitLabel={dialog.adding ? t('action.add') : t('action.update')} />;
  const error = (id: string, message?: string) =>
    message && (
      <span id={id} className="field-error">
        {message}
      </span>
    );
  return (
    <Dialog id="dialog-relation" title={dialog.title} open actions={actions}>
      <form id={FORM_ID} {...regionForm(dialog.action)}>
        <DefaultSubmit />
        <CsrfField />
        {dialog.formError && (
          <p className="form-error" role="alert">
            {dialog.formError}
          </p>
        )}
        <RelationTypeInput id="relation-type" name="type" value={dialog.type} readOnly={!dialog.adding} error={dialog.errors.type} />
        {dialog.adding ? (
          <fieldset className="field relation-targets" aria-describedby={dialog.errors.targets ? 'relation-targets-error' : undefined}>
            <legend>{t('relation.to-entities')}</legend>
            <div className="tab-toolbar">
              <label>
                {t('relation.entity-type')}
                <select name="targetType" defaultValue={dialog.targetType}>
                  {dialog.targetTypes.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('relation.search-entities')}
                <input type="search" name="targetSearch" defaultValue={dialog.search} />
              </label>
              <button type="submit" className="button" name="_search" value="targets">
                <Icon name="search" />
                {t('action.search')}
              </button>
            </div>
            {dialog.candidates.length === 0 ? (
              <p>{t('relation.no-entities')}</p>
            ) : (
              <ul className="relation-candidates">
                {dialog.candidates.map((c) => (
                  <li key={c.id}>
                    <label>
                      <input type="checkbox" name="targetIds" value={c.id} defaultChecked={c.checked} />
                      {c.name}
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {error('relation-targets-error', dialog.errors.targets)}
          </fieldset>
        ) : (
          <p>
            {t('relation.other-end')}: {dialog.other}
          </p>
        )}
        <div className="field">
          <label htmlFor="relation-additional-info">{t('relation.additional-info')}</label>
          <textarea id="relation-additional-info" name="additionalInfo" rows={4} defaultValue={dialog.additionalInfo} aria-invalid={dialog.errors.additionalInfo ? true : undefined} aria-describedby={dialog.errors.additionalInfo ? 'relation-additional-info-error' : undefined} />
          {error('relation-additional-info-error', dialog.errors.additionalInfo)}
        </div>
      </form>
    </Dialog>
  );
}

/** The relations tab (console-map §3.19): direction, the table, add (several targets), edit, delete. */
export function RelationsTab({ view }: { view: RelationsTabView }) {
  const { t } = useView();
  const from = view.direction === 'FROM';
  const columns: TabColumn<RelationRowView>[] = [
    { key: 'type', title: 'relation.type', width: '25%', sortable: true, render: (r) => r.type },
    { key: 'otherType', title: from ? 'relation.to-entity-type' : 'relation.from-entity-type', width: '25%', sortable: true, render: (r) => r.otherType },
    { key: 'otherName', title: from ? 'relation.to-entity-name' : 'relation.from-entity-name', width: '25%', sortable: true, render: (r) => r.otherName },
  ];
  return (
    <div className="tab-content relations-tab">
      <TabToolbar action={view.action} search={{ label: t('relation.search'), value: view.state.textSearch }} add={view.addHref ? { href: view.addHref, label: t('relation.add') } : undefined}>
        <ToolbarSelect label={t('relation.direction')} name="relationDirection" value={view.direction} options={view.directions} />
      </TabToolbar>
      <TabTable
        columns={columns}
        rows={view.rows.slice(view.state.page * view.state.pageSize, (view.state.page + 1) * view.state.pageSize)}
        rowKey={(r) => r.key}
        state={view.state}
        total={view.total}
        hasNext={(view.state.page + 1) * view.state.pageSize < view.total}
        totalPages={Math.max(1, Math.ceil(view.total / view.state.pageSize))}
        stateHref={view.stateHref}
        emptyText={t('relation.no-relations-text')}
        actions={{
          title: t('entity.row-actions'),
          render: (r) => (
            <>
              <RowLink href={r.editHref} label={t('relation.edit')} icon="edit" />
              <RowLink href={r.deleteHref} label={t('relation.delete')} icon="delete" />
            </>
          ),
        }}
      />
      <div id={DIALOG_REGION}>
        {view.dialog?.kind === 'form' && <RelationForm dialog={view.dialog} />}
        {view.dialog?.kind === 'delete' && <KeysDeleteDialog dialog={view.dialog} />}
      </div>
    </div>
  );
}
