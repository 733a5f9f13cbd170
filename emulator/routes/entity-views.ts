import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { checkEntityView } from '../security/entity-checks.ts';
import { deleteEntityView, saveEntityView } from '../services/entity-views.ts';
import { toEntityView, toEntityViewInfo } from '../store/entity-views.ts';
import type { EntityViewRow } from '../store/entity-views.ts';
import { customerAssignmentRoutes } from './customer-assignment.ts';
import { ownedEntityRoutes } from './owned-entity-routes.ts';
import type { OwnedKind } from './owned-entity-routes.ts';

export function entityViewKind(ctx: EmulatorContext): OwnedKind<EntityViewRow> {
  return {
    entityType: 'ENTITY_VIEW',
    singular: 'entityView',
    plural: 'entityViews',
    idParam: 'entityViewId',
    nameParam: 'entityViewName',
    typesMember: 'entityViewTypes',
    javaClass: 'org.thingsboard.server.common.data.EntityView',
    searchQueryClass: 'org.thingsboard.server.common.data.entityview.EntityViewSearchQuery',
    store: ctx.stores.entityViews,
    check: checkEntityView,
    toJson: toEntityView,
    toInfoJson: toEntityViewInfo,
    save: saveEntityView,
    remove: deleteEntityView,
  };
}

export function entityViewRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const kind = entityViewKind(ctx);
  ownedEntityRoutes(app, ctx, kind);
  customerAssignmentRoutes(app, ctx, kind, 'Entity view');
}
