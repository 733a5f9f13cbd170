import { CsrfField } from '../../form-parts.tsx';
import { useView } from '../../view-context.tsx';
import { Dialog } from '../../dialogs/dialog.tsx';
import { SchemaForm } from '../../parts/schema-form/schema-form.tsx';
import type { FormInput } from '../../../server/domain/schema-form/schema-read.ts';
import type { FieldProblem, SchemaField } from '../../../server/domain/schema-form/schema-types.ts';

export interface WidgetDialogProps {
  dashboardId: string;
  stateId: string;
  widgetId: string;
  title: string;
  /** The widget's own members (title, data sources, actions) and the type's settings. */
  general: SchemaField[];
  settings: SchemaField[] | null;
  input: FormInput;
  errors: Record<string, FieldProblem>;
}

/** The name prefix of a widget's members: their JSON path in the dashboard. */
export const widgetBase = (widgetId: string) => `configuration.widgets.${widgetId}.config`;

/**
 * "Edit widget" at its own address: the widget's title, data sources (alias, keys with label, colour, units and
 * decimals), target devices and actions, then the settings form drawn from the widget type's settings schema.
 */
export function WidgetDialog({ dashboardId, stateId, widgetId, title, general, settings, input, errors }: WidgetDialogProps) {
  const { t, url } = useView();
  const base = widgetBase(widgetId);
  const back = url(`/dashboards/${dashboardId}/edit`, { state: stateId });
  const formId = 'widget-config-form';
  return (
    <Dialog
      id="edit-widget"
      title={t('dashboard-edit.edit-named', { title })}
      open
      actions={
        <>
          <a className="button" href={back}>
            {t('action.cancel')}
          </a>
          <button type="submit" form={formId} className="button primary">
            {t('action.apply')}
          </button>
        </>
      }
    >
      <form method="post" id={formId} action={url(`/dashboards/${dashboardId}/edit/widgets/${widgetId}`)} noValidate>
        <CsrfField />
        <input type="hidden" name="state" value={stateId} />
        {Object.keys(errors).length > 0 && (
          <p className="form-error" role="alert">
            {t('widget.check-the-values')}
          </p>
        )}
        <SchemaForm fields={general} input={input} errors={errors} base={base} />
        <p className="field-hint">{t('dashboard-edit.post-processing-note')}</p>
        <fieldset className="form-section">
          <legend>{t('dashboard-edit.settings-of-type')}</legend>
          {settings ? <SchemaForm fields={settings} input={input} errors={errors} base={`${base}.settings`} /> : <p>{t('dashboard-edit.no-settings')}</p>}
        </fieldset>
      </form>
    </Dialog>
  );
}
