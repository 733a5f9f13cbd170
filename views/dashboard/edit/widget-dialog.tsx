import { useView } from '../../view-context.tsx';
import { SchemaDialog } from './schema-dialog.tsx';
import { KEY_SUGGESTIONS } from '../../../server/dashboards/edit/widget-form.ts';
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
  /** The keys the key picker suggests (of the entities the widget's aliases find). */
  keys: string[];
  /** The field whose colour or icon picker dialog the page came back from (its opener takes the focus). */
  returned?: string;
}

/**
 * "Edit widget" at its own address: the widget's title, data sources (alias, keys with label, colour, units and
 * decimals), target devices and actions, then the settings form drawn from the widget type's settings schema. Its
 * colour and icon fields open their picker dialogs at the dialog's address with `picker=<field>`, the input kept.
 */
export function WidgetDialog({ dashboardId, stateId, widgetId, title, general, settings, input, errors, keys, returned }: WidgetDialogProps) {
  const { t } = useView();
  const base = `configuration.widgets.${widgetId}.config`;
  return (
    <SchemaDialog
      id="edit-widget"
      title={t('dashboard-edit.edit-named', { title })}
      action={`/dashboards/${dashboardId}/edit/widgets/${widgetId}`}
      back={`/dashboards/${dashboardId}/edit?${new URLSearchParams({ state: stateId })}`}
      stateId={stateId}
      sections={[
        { fields: general, base, note: t('dashboard-edit.post-processing-note') },
        { legend: t('dashboard-edit.settings-of-type'), fields: settings ?? [], base: `${base}.settings`, empty: t('dashboard-edit.no-settings') },
      ]}
      input={input}
      errors={errors}
      pickerDialogs={{ returned }}
    >
      {/* The key picker: the keys the platform knows for the widget's entities, offered as the name is typed. */}
      <datalist id={KEY_SUGGESTIONS}>
        {keys.map((k) => (
          <option key={k} value={k} />
        ))}
      </datalist>
    </SchemaDialog>
  );
}
