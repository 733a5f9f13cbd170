import { CsrfField, FieldError, invalidWhen } from '../../form-parts.tsx';
import { useView } from '../../view-context.tsx';
import { Dialog } from '../../dialogs/dialog.tsx';
import { AddNamedForm } from './named-list-dialog.tsx';

export interface StatesDialogProps {
  dashboardId: string;
  stateId: string;
  states: { id: string; name: string; root: boolean }[];
  /** A refused form: which (`add` or a state id), the fields as typed and their messages (translated). */
  refused: { target: string; input: Record<string, string>; errors: Record<string, string> } | null;
}

/** The dashboard's states at their own address: each renamed, made the root state or deleted; a new one added. */
export function StatesDialog({ dashboardId, stateId, states, refused }: StatesDialogProps) {
  const { t, url } = useView();
  const action = url(`/dashboards/${dashboardId}/edit/states`);
  const hidden = (
    <>
      <CsrfField />
      <input type="hidden" name="state" value={stateId} />
    </>
  );
  const addErr = refused?.target === 'add' ? refused : null;
  return (
    <Dialog id="edit-states" title={t('dashboard.states')} open actions={<a className="button" href={url(`/dashboards/${dashboardId}/edit`, { state: stateId })}>{t('action.close')}</a>}>
      <ul className="edit-states">
        {states.map((s) => {
          const mine = refused?.target === s.id ? refused : null;
          const nameId = `state-name-${s.id}`;
          return (
            <li key={s.id}>
              <form method="post" action={action} className="state-rename">
                {hidden}
                <input type="hidden" name="_state" value={s.id} />
                <div className="form-field">
                  <label htmlFor={nameId}>{t('dashboard-edit.state-name', { id: s.id })}</label>
                  <input id={nameId} type="text" name={`configuration.states.${s.id}.name`} defaultValue={mine ? mine.input.name : s.name} maxLength={255} {...invalidWhen(mine?.errors.name, `${nameId}-error`)} />
                  <FieldError id={`${nameId}-error`} message={mine?.errors.name} />
                </div>
                <button type="submit" className="button" name="_do" value="rename">
                  {t('dashboard-edit.rename')}
                </button>
                {s.root ? (
                  <span className="badge">{t('dashboard-edit.root-state')}</span>
                ) : (
                  <>
                    <button type="submit" className="button" name="_do" value="root">
                      {t('dashboard-edit.make-root', { name: s.name })}
                    </button>
                    <button type="submit" className="button" name="_do" value="delete">
                      {t('dashboard-edit.delete-named', { name: s.name })}
                    </button>
                  </>
                )}
              </form>
            </li>
          );
        })}
      </ul>
      <AddNamedForm id="new-state" action={`/dashboards/${dashboardId}/edit/states`} stateId={stateId} legend={t('dashboard-edit.add-state')} added={addErr ? { name: addErr.input.name ?? '', error: addErr.errors.name } : null}>
        <div className="form-field">
          <label htmlFor="new-state-id">{t('dashboard-edit.state-id')}</label>
          <input id="new-state-id" type="text" name="id" defaultValue={addErr?.input.id ?? ''} maxLength={100} {...invalidWhen(addErr?.errors.id, 'new-state-id-error')} />
          <FieldError id="new-state-id-error" message={addErr?.errors.id} />
        </div>
      </AddNamedForm>
    </Dialog>
  );
}
