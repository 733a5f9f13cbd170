import { CsrfField } from '../../form-parts.tsx';
import { useView } from '../../view-context.tsx';
import { ChoiceForm } from '../../parts/choice-form.tsx';

export interface EditToolbarProps {
  dashboardId: string;
  title: string;
  /** Changes Undo can take back. */
  changes: number;
  stateId: string;
  states: { id: string; name: string }[];
}

/**
 * The editor's toolbar: Save, Undo and Discard (each a form or a dialog at its own address), the editor's dialogs
 * as links, and the state being edited (a GET form).
 */
export function EditToolbar({ dashboardId, title, changes, stateId, states }: EditToolbarProps) {
  const { t, url } = useView();
  const base = `/dashboards/${dashboardId}/edit`;
  const q = { state: stateId };
  return (
    <div className="dashboard-edit-toolbar">
      <h2 className="dashboard-title">{t('dashboard-edit.editing', { title })}</h2>
      <p className="edit-changes" role="status">
        {changes ? t('dashboard-edit.unsaved-changes', { count: String(changes) }) : t('dashboard-edit.no-changes')}
      </p>
      <form method="post" action={url(`${base}/save`)}>
        <CsrfField />
        <input type="hidden" name="state" value={stateId} />
        <button type="submit" className="button primary">
          {t('action.save')}
        </button>
      </form>
      <form method="post" action={url(`${base}/undo`)}>
        <CsrfField />
        <input type="hidden" name="state" value={stateId} />
        <button type="submit" className="button" disabled={changes === 0}>
          {t('dashboard-edit.undo')}
        </button>
      </form>
      <a className="button" href={url(`${base}/discard`, q)}>
        {t('action.decline-changes')}
      </a>
      <nav className="edit-dialogs" aria-label={t('dashboard-edit.editor')}>
        <a className="button" href={url(`${base}/add`, q)}>{t('dashboard-edit.add-widget')}</a>
        <a className="button" href={url(`${base}/aliases`, q)}>{t('dashboard-edit.aliases')}</a>
        <a className="button" href={url(`${base}/filters`, q)}>{t('dashboard-edit.filters')}</a>
        <a className="button" href={url(`${base}/states`, q)}>{t('dashboard.states')}</a>
        <a className="button" href={url(`${base}/layouts`, q)}>{t('dashboard-edit.layouts')}</a>
        <a className="button" href={url(`${base}/settings`, q)}>{t('dashboard-edit.settings')}</a>
      </nav>
      {states.length > 1 && (
        <ChoiceForm className="state-select" id="edit-state" action={base} keep={{}} name="state" label={t('dashboard.select-state')} button={t('dashboard.open-state')} value={stateId} choices={states.map((s) => ({ value: s.id, label: s.name }))} />
      )}
    </div>
  );
}
