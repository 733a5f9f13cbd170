import { Dialog } from '../dialogs/dialog.tsx';
import { CsrfField } from '../form-parts.tsx';
import { DateTime } from '../date-time.tsx';
import { useView } from '../view-context.tsx';
import { DefaultSubmit } from '../parts/default-submit.tsx';
import { ColumnHeader, Paginator, type StateLinks } from '../table/entity-table.tsx';
import { regionForm } from '../entity/action-button.tsx';
import { DIALOG_REGION } from '../entity/dialog-slot.tsx';
import type { AttributeFormView, AttributesView } from '../../server/tables/tabs/attributes-view.ts';
import { TypedValueInput } from '../parts/typed-value-input.tsx';
import { PAGE_REGION } from '../entity/list-page.tsx';
import { KeysDeleteDialog } from './keys-delete-dialog.tsx';
import { DialogButtons, RowLink, SelectionDelete, TabToolbar, ToolbarSelect } from './tab-toolbar.tsx';

const FORM_ID = 'attribute-dialog-form';
const KEY_COLUMN = { key: 'key', title: 'attribute.key', width: '30%', sortable: true };

function AttributeForm({ dialog }: { dialog: AttributeFormView }) {
  const { t } = useView();
  const actions = <DialogButtons cancelHref={dialog.cancelHref} formId={FORM_ID} submitLabel={dialog.adding ? t('action.add') : t('action.update')} />;
  return (
    <Dialog id="dialog-attribute" title={dialog.title} open actions={actions}>
      <form id={FORM_ID} {...regionForm(dialog.action)}>
        <DefaultSubmit />
        <CsrfField />
        {dialog.formError && (
          <p className="form-error" role="alert">
            {dialog.formError}
          </p>
        )}
        {dialog.adding ? (
          <div className="field">
            <label htmlFor="attribute-key">{t('attribute.key')}</label>
            <input id="attribute-key" name="key" defaultValue={dialog.key} required maxLength={255} aria-invalid={dialog.errors.key ? true : undefined} aria-describedby={dialog.errors.key ? 'attribute-key-error' : undefined} />
            {dialog.errors.key && (
              <span id="attribute-key-error" className="field-error">
                {dialog.errors.key}
              </span>
            )}
          </div>
        ) : (
          <input type="hidden" name="key" value={dialog.key} />
        )}
        <TypedValueInput idPrefix="attribute" type={dialog.type} text={dialog.text} checked={dialog.checked} error={dialog.errors.value} />
      </form>
    </Dialog>
  );
}

/** The attributes tab (console-map §3.19): scope, search, add, the table with paging and sorting by key, delete. */
export function AttributesTab({ view }: { view: AttributesView }) {
  const { t } = useView();
  const links: StateLinks = { href: view.stateHref, regionId: PAGE_REGION };
  const lastPage = Math.max(1, Math.ceil(view.total / view.state.pageSize));
  return (
    <div className="tab-content attributes-tab">
      <TabToolbar action={view.action} keep={view.scopes.length > 1 ? {} : { scope: view.scope }} search={{ label: t('attribute.search'), value: view.state.textSearch }} add={view.addHref ? { href: view.addHref, label: t('attribute.add') } : undefined}>
        {view.scopes.length > 1 && <ToolbarSelect label={t('attribute.attributes-scope')} name="scope" value={view.scope} options={view.scopes} />}
      </TabToolbar>
      <form method="get" action={view.action} className="tab-table">
        <input type="hidden" name="scope" value={view.scope} />
        {!view.readOnly && (
          <SelectionDelete dialog="delete-attributes" label={t('attribute.delete-attributes')} />
        )}
        <div className="table-scroll">
          <table className="entity-table">
            <thead>
              <tr>
                {!view.readOnly && (
                  <td className="select-column" />
                )}
                <th scope="col">{t('attribute.last-update-time')}</th>
                <ColumnHeader column={KEY_COLUMN} state={view.state} links={links} />
                <th scope="col">{t('attribute.value')}</th>
                {!view.readOnly && <th scope="col">{t('entity.row-actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {view.rows.length === 0 && (
                <tr>
                  <td colSpan={5} className="empty">
                    {t('attribute.no-attributes-text')}
                  </td>
                </tr>
              )}
              {view.rows.map((row) => (
                <tr key={row.key}>
                  {!view.readOnly && (
                    <td className="select-column">
                      <input type="checkbox" name="keys" value={row.key} aria-label={t('entity.select-row', { name: row.key })} />
                    </td>
                  )}
                  <td>
                    <DateTime ms={row.lastUpdateTs} />
                  </td>
                  <td>{row.key}</td>
                  <td className="attribute-value">{row.value}</td>
                  {!view.readOnly && (
                    <td className="row-actions">
                      {row.editHref && <RowLink href={row.editHref} label={t('attribute.edit')} icon="edit" />}
                      {row.deleteHref && <RowLink href={row.deleteHref} label={t('attribute.delete')} icon="delete" />}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Paginator state={view.state} total={view.total} hasNext={(view.state.page + 1) * view.state.pageSize < view.total} totalPages={lastPage} links={links} />
      </form>
      <div id={DIALOG_REGION}>
        {view.dialog?.kind === 'form' && <AttributeForm dialog={view.dialog} />}
        {view.dialog?.kind === 'delete' && <KeysDeleteDialog dialog={view.dialog} />}
      </div>
    </div>
  );
}
