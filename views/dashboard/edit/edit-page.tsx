import type { ReactNode } from 'react';
import type { DashboardModel } from '../../../server/dashboards/load-dashboard.ts';
import type { Crumb } from '../../../server/domain/breadcrumbs.ts';
import { Shell } from '../../shell/shell.tsx';
import { useView } from '../../view-context.tsx';
import { Island } from '../../parts/island.tsx';
import { DashboardContextProvider, type DashboardContextValue } from '../dashboard-context.tsx';
import { DashboardLayout } from '../dashboard-layouts.tsx';
import { EditToolbar, type EditToolbarProps } from './edit-toolbar.tsx';
import { PositionForms, type RefusedPlacement } from './position-forms.tsx';

export interface EditPageProps {
  model: DashboardModel;
  context: DashboardContextValue;
  crumbs: Crumb[];
  toolbar: EditToolbarProps;
  refused: RefusedPlacement | null;
  /** The dialog the address asks for (add widget, edit widget, states, layouts, settings, discard). */
  dialog?: ReactNode;
}

/**
 * The dashboard in edit mode: the draft drawn as the view draws it, the editor's toolbar, each widget's position
 * form, and the dialog of the address. The editor island (drag and keyboard moves) is loaded only here.
 */
export function EditPage({ model, context, crumbs, toolbar, refused, dialog }: EditPageProps) {
  const { t } = useView();
  const head = <style dangerouslySetInnerHTML={{ __html: model.stylesheet }} />;
  return (
    <Shell title={t('dashboard-edit.editing', { title: toolbar.title })} crumbs={crumbs} head={head}>
      <DashboardContextProvider value={context}>
        <div className="dashboard dashboard-editing">
          <EditToolbar {...toolbar} />
          <Island name="dashboard-edit" props={{ dashboardId: toolbar.dashboardId }}>
            <p className="edit-hint" id="edit-hint">
              {t('dashboard-edit.keyboard-hint')}
            </p>
          </Island>
          <div className={model.layouts.length > 1 ? 'dlayouts with-right' : 'dlayouts'}>
            {model.layouts.map((layout) => (
              <DashboardLayout key={layout.className} layout={layout} />
            ))}
          </div>
          <PositionForms dashboardId={toolbar.dashboardId} stateId={toolbar.stateId} layouts={model.layouts} refused={refused} />
        </div>
      </DashboardContextProvider>
      {dialog}
    </Shell>
  );
}
