import type { ReactNode } from 'react';
import { CsrfField, FieldError, invalidWhen } from '../../form-parts.tsx';
import { useView } from '../../view-context.tsx';
import { Dialog } from '../../dialogs/dialog.tsx';

export interface NamedListDialogProps {
  id: string;
  title: string;
  /** The list's address (console path): its forms post there, its items are edited below it. */
  path: string;
  stateId: string;
  items: { id: string; name: string }[];
  /** The add form's name field as typed and its message. */
  added: { name: string; error?: string } | null;
  /** Fields of the add form besides the name (an alias's filter type). */
  addFields?: ReactNode;
  back: string;
}

/** The dashboard's entity aliases or filters at their own address: each edited at its own, or deleted; one added. */
export function NamedListDialog({ id, title, path, stateId, items, added, addFields, back }: NamedListDialogProps) {
  const { t, url } = useView();
  return (
    <Dialog id={id} title={title} open actions={<a className="button" href={url(back)}>{t('action.close')}</a>}>
      {items.length === 0 && <p>{t('dashboard-edit.none-yet')}</p>}
      <ul className="edit-states">
        {items.map((item) => (
          <li key={item.id} className="state-rename">
            <span>{item.name}</span>
            <a className="button" href={url(`${path}/${item.id}`, { state: stateId })}>
              {t('dashboard-edit.edit-named', { title: item.name })}
            </a>
            <form method="post" action={url(path)}>
              <CsrfField />
              <input type="hidden" name="state" value={stateId} />
              <input type="hidden" name="_item" value={item.id} />
              <button type="submit" className="button" name="_do" value="delete">
                {t('dashboard-edit.delete-named', { name: item.name })}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <AddNamedForm id={id} action={path} stateId={stateId} legend={t('action.add')} added={added}>
        {addFields}
      </AddNamedForm>
    </Dialog>
  );
}

/** The add form of a named list (entity aliases, filters, states): the name, the fields given, and Add. */
export function AddNamedForm({ id, action, stateId, legend, added, children }: { id: string; action: string; stateId: string; legend: string; added: { name: string; error?: string } | null; children?: ReactNode }) {
  const { t, url } = useView();
  return (
    <form method="post" action={url(action)} className="state-add" noValidate>
      <CsrfField />
      <input type="hidden" name="state" value={stateId} />
      <fieldset>
        <legend>{legend}</legend>
        <div className="form-field">
          <label htmlFor={`${id}-new-name`}>{t('dashboard-edit.new-state-name')}</label>
          <input id={`${id}-new-name`} type="text" name="name" maxLength={255} defaultValue={added?.name ?? ''} {...invalidWhen(added?.error, `${id}-new-name-error`)} />
          <FieldError id={`${id}-new-name-error`} message={added?.error} />
        </div>
        {children}
        <button type="submit" className="button primary" name="_do" value="add">
          {t('action.add')}
        </button>
      </fieldset>
    </form>
  );
}
