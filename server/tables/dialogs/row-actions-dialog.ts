import { pagePath } from '../../domain/entity-address.ts';
import { rowActionsOf, actionSight } from '../list-view.ts';
import { loadEntity, type EntityDialog, type PlatformEntity } from '../entity-table.ts';

/** The dialog name of a row's action menu, which every table with row actions offers. */
export const ROW_ACTIONS_DIALOG = 'actions';

/**
 * A row's actions as a menu at an address of its own (narrow screens' `more_vert`): the actions that apply to the
 * entity now, each opening what its button opens. The list renders each row's actions once (the wide buttons); this
 * menu is read only when asked for, with the entity as the platform has it then.
 */
export function rowActionsDialog<E extends PlatformEntity>(): EntityDialog<E> {
  const dialog: EntityDialog<E> = {
    about: 'entities',
    async view({ request, table, place, page, ids }) {
      const { t } = request.view();
      const entity = await loadEntity(request, table, place, ids[0]);
      const detailsPath = pagePath({ path: page.path, query: { ...page.query, details: entity.id.id } });
      const actions = rowActionsOf(request, page, table.rowActions, entity, actionSight(request, place), detailsPath).filter((a) => a.enabled);
      return { kind: 'menu', title: table.kind.name(entity), actions, cancelLabel: t('action.close') };
    },
    // Nothing to submit: a post to the menu shows it again.
    async submit(ctx) {
      return { kind: 'invalid', content: await dialog.view(ctx), status: 200 };
    },
  };
  return dialog;
}
