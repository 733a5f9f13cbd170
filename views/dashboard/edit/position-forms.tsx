import { CsrfField, FieldError, invalidWhen } from '../../form-parts.tsx';
import { useView } from '../../view-context.tsx';
import { placementName } from '../../../server/dashboards/edit/read-placement.ts';
import type { FieldProblem } from '../../../server/domain/schema-form/schema-types.ts';
import type { LayoutView } from '../../../server/domain/dashboard/dashboard-view.ts';

/** A position form refused: its widget, the fields as typed and their problems. */
export interface RefusedPlacement {
  widgetId: string;
  layoutId: string;
  input: Record<string, string>;
  errors: Record<string, FieldProblem>;
}

const MEMBERS = [
  ['col', 'dashboard-edit.col'],
  ['row', 'dashboard-edit.row'],
  ['sizeX', 'dashboard-edit.size-x'],
  ['sizeY', 'dashboard-edit.size-y'],
  ['mobileOrder', 'dashboard-edit.mobile-order'],
  ['mobileHeight', 'dashboard-edit.mobile-height'],
] as const;

/**
 * Each widget's place in the state's layouts as a small form (column, row, width, height, mobile order and
 * height), with its Edit and Remove: the editor without JavaScript; the editor island fills and posts the same forms
 * when a widget is dragged or moved with the keyboard.
 */
export function PositionForms({ dashboardId, stateId, layouts, refused }: { dashboardId: string; stateId: string; layouts: LayoutView[]; refused: RefusedPlacement | null }) {
  const { t, url } = useView();
  const base = `/dashboards/${dashboardId}/edit`;
  return (
    <section className="edit-positions" aria-labelledby="edit-positions-title">
      <h2 id="edit-positions-title">{t('dashboard-edit.widgets')}</h2>
      {layouts.map((layout) => (
        <div key={layout.id} className="edit-layout" data-layout={layout.id}>
          <h3>{t(layout.id === 'right' ? 'dashboard-edit.layout-right' : 'dashboard-edit.layout-main')}</h3>
          {layout.widgets.length === 0 && <p>{t('dashboard-edit.no-widgets')}</p>}
          {layout.widgets.map((w) => {
            const mine = refused?.widgetId === w.config.id && refused.layoutId === layout.id ? refused : null;
            const stored: Record<string, string> = {
              col: String(w.placement.col), row: String(w.placement.row), sizeX: String(w.placement.sizeX), sizeY: String(w.placement.sizeY),
              mobileOrder: w.placement.mobileOrder === null ? '' : String(w.placement.mobileOrder),
              mobileHeight: w.placement.mobileHeight === null ? '' : String(w.placement.mobileHeight),
            };
            const title = w.config.title || w.config.typeAlias;
            const fid = `place-${layout.id}-${w.index}`;
            return (
              <div key={w.config.id} className="edit-widget">
                <form method="post" action={url(`${base}/place`)} className="widget-place" id={fid} data-widget-index={w.index} data-layout={layout.id} data-columns={layout.grid.columns}>
                  <CsrfField />
                  <input type="hidden" name="state" value={stateId} />
                  <fieldset>
                    <legend>{title}</legend>
                    {MEMBERS.map(([member, label]) => {
                      const id = `${fid}-${member}`;
                      const error = mine?.errors[member];
                      return (
                        <div key={member} className="form-field">
                          <label htmlFor={id}>{t(label)}</label>
                          <input id={id} type="text" inputMode="numeric" name={placementName(stateId, layout.id, w.config.id, member)} defaultValue={mine ? (mine.input[member] ?? '') : stored[member]} data-member={member} {...invalidWhen(error ? 'x' : undefined, `${id}-error`)} />
                          <FieldError id={`${id}-error`} message={error ? t(error.key, error.values ?? {}) : undefined} />
                        </div>
                      );
                    })}
                    <button type="submit" className="button">
                      {t('action.apply')}
                    </button>
                  </fieldset>
                </form>
                <a className="button" href={url(`${base}/widgets/${w.config.id}`, { state: stateId })}>
                  {t('dashboard-edit.edit-named', { title })}
                </a>
                <form method="post" action={url(`${base}/widgets/${w.config.id}/remove`)}>
                  <CsrfField />
                  <input type="hidden" name="state" value={stateId} />
                  <input type="hidden" name="layout" value={layout.id} />
                  <button type="submit" className="button">
                    {t('dashboard-edit.remove-widget', { title })}
                  </button>
                </form>
              </div>
            );
          })}
        </div>
      ))}
    </section>
  );
}
