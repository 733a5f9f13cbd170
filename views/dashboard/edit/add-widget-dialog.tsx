import { CsrfField } from '../../form-parts.tsx';
import { useView } from '../../view-context.tsx';
import { Dialog } from '../../dialogs/dialog.tsx';
import { ChoiceForm } from '../../parts/choice-form.tsx';

export interface AddWidgetDialogProps {
  dashboardId: string;
  stateId: string;
  bundles: { id: string; title: string }[];
  /** The bundle shown, with its widget types. */
  bundle: { id: string; alias: string; system: boolean; types: { alias: string; name: string; image?: string; description?: string; kind: string; preview: string | null }[] } | null;
  /** The layouts of the state a widget may go to. */
  layouts: string[];
}

/**
 * "Add widget" at its own address: a bundle chosen with a GET form, then its widget types, each with a preview (its
 * renderer on sample data, else the type's image) and a form that adds it to the chosen layout of the edited state.
 */
export function AddWidgetDialog({ dashboardId, stateId, bundles, bundle, layouts }: AddWidgetDialogProps) {
  const { t, url } = useView();
  const base = `/dashboards/${dashboardId}/edit`;
  return (
    <Dialog
      id="add-widget"
      title={t('dashboard-edit.add-widget')}
      open
      actions={
        <a className="button" href={url(base, { state: stateId })}>
          {t('action.cancel')}
        </a>
      }
    >
      <ChoiceForm className="bundle-select" id="add-widget-bundle" action={`${base}/add`} keep={{ state: stateId }} name="bundle" label={t('dashboard-edit.bundle')} button={t('dashboard-edit.show-widgets')} value={bundle?.id ?? ''} choices={bundles.map((b) => ({ value: b.id, label: b.title }))} />
      {bundle && bundle.types.length === 0 && <p>{t('widgets-bundle.no-widget-types')}</p>}
      {bundle && (
        <ul className="widget-type-choices">
          {bundle.types.map((type) => (
            <li key={type.alias}>
              <form method="post" action={url(`${base}/widgets`)} className="widget-type-choice">
                <CsrfField />
                <input type="hidden" name="state" value={stateId} />
                <input type="hidden" name="bundleAlias" value={bundle.alias} />
                <input type="hidden" name="typeAlias" value={type.alias} />
                <input type="hidden" name="isSystemType" value={String(bundle.system)} />
                {type.preview !== null ? (
                  // The type's own renderer on sample data; inert: a picture to choose by, not controls to use.
                  <div className="widget-preview" inert role="img" aria-label={t('widgets-bundle.preview-of', { name: type.name })} dangerouslySetInnerHTML={{ __html: type.preview }} />
                ) : type.image ? (
                  <img src={type.image} alt={t('widgets-bundle.preview-of', { name: type.name })} />
                ) : (
                  <span className="widget-type-kind">{type.kind}</span>
                )}
                <strong>{type.name}</strong>
                {type.description && <span className="field-hint">{type.description}</span>}
                {layouts.length > 1 && (
                  <label>
                    {t('dashboard-edit.layout')}{' '}
                    <select name="layout" defaultValue="main">
                      {layouts.map((l) => (
                        <option key={l} value={l}>
                          {t(l === 'right' ? 'dashboard-edit.layout-right' : 'dashboard-edit.layout-main')}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                <button type="submit" className="button primary" aria-label={t('dashboard-edit.add-this', { name: type.name })}>
                  {t('action.add')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
