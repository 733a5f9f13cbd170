import type { FastifyRequest } from 'fastify';
import type { FormDef } from '../../domain/entity-form.ts';
import type { ColumnSpec } from '../../domain/table-columns.ts';
import { widgetsBundlesApi } from '../../platform/api/widgets-bundles.ts';
import type { WidgetsBundle } from '../../platform/types/widgets-bundle.ts';
import { addEntityDialog } from '../dialogs/add-entity.ts';
import { deleteDialog } from '../dialogs/kind-dialogs.ts';
import { isJsonObject, jsonImportDialog, withoutIdentity } from '../dialogs/json-import.ts';
import { changeableBy, isSystemEntity, refuseSystemEntity, tableOfRole } from '../system-entities.ts';
import { type DetailsTab, type EntityKind, type EntityTable, type RowAction } from '../entity-table.ts';

/** The widgets bundle form (console-map §3.16). */
export const WIDGETS_BUNDLE_FORM: FormDef = {
  fields: [
    {
      path: 'title',
      label: 'widgets-bundle.title',
      control: { kind: 'text' },
      validators: [
        { rule: 'required', message: 'widgets-bundle.title-required' },
        { rule: 'maxLength', max: 255, message: 'widgets-bundle.title-max-length' },
      ],
    },
    { path: 'description', label: 'widgets-bundle.description', control: { kind: 'textarea' }, validators: [{ rule: 'maxLength', max: 255, message: 'widgets-bundle.description-max-length' }] },
  ],
};

/** A bundle's details, and the version-control tab of the tenant's own bundles (console-map §3.16). */
const WIDGETS_BUNDLE_TABS: readonly DetailsTab[] = [
  { slug: '', label: 'details.details' },
  { slug: 'version-control', label: 'version-control.version-control', tenantOnly: true, shownFor: (bundle) => !isSystemEntity(bundle as WidgetsBundle) },
];

export const widgetsBundleKind: EntityKind<WidgetsBundle> = {
  entityType: 'WIDGETS_BUNDLE',
  help: 'widgetsBundles',
  keys: {
    details: 'widgets-bundle.widgets-bundle-details',
    add: 'widgets-bundle.add',
    noEntities: 'widgets-bundle.no-widgets-bundles-text',
    search: 'widgets-bundle.search',
    selected: 'widgets-bundle.selected-widgets-bundles',
    copyId: 'widgets-bundle.copyId',
    openDetailsPage: 'common.open-details-page',
  },
  load: (client, id) => widgetsBundlesApi.getWidgetsBundle(client, id),
  name: (bundle) => bundle.title,
  form: WIDGETS_BUNDLE_FORM,
  toSaved: (bundle) => bundle,
  save: (client, bundle) => widgetsBundlesApi.saveWidgetsBundle(client, bundle),
  tabs: WIDGETS_BUNDLE_TABS,
};

/** Where a bundle's widget types are browsed (the row's click upstream). */
export const widgetTypesPath = (bundle: WidgetsBundle) => `/widgets-bundles/${bundle.id.id}/widgetTypes`;

/** What a bundle's export file holds, as upstream's: the bundle and its widget types. */
export interface BundleExport {
  widgetsBundle: Record<string, unknown>;
  widgetTypes: Record<string, unknown>[];
}

/** An exported bundle as a new one (the platform gives it a new alias); its widget types follow it. */
function readBundle(json: unknown): BundleExport | { problem: string } {
  const bundle = isJsonObject(json) && isJsonObject(json.widgetsBundle) ? json.widgetsBundle : json;
  if (!isJsonObject(bundle) || typeof bundle.title !== 'string' || bundle.title.trim() === '') return { problem: 'widgets-bundle.import-not-a-bundle' };
  const types = isJsonObject(json) && Array.isArray(json.widgetTypes) ? json.widgetTypes : [];
  if (!types.every(isJsonObject)) return { problem: 'widgets-bundle.import-not-a-bundle' };
  const { alias: _alias, ...rest } = withoutIdentity(bundle);
  return { widgetsBundle: rest, widgetTypes: types.map(withoutIdentity) };
}

/** Creates the imported bundle, then its widget types in it. */
async function saveImport(request: FastifyRequest, imported: object): Promise<void> {
  const { widgetsBundle, widgetTypes } = imported as BundleExport;
  const saved = await widgetsBundlesApi.saveWidgetsBundle(request.platform, widgetsBundle);
  for (const type of widgetTypes) await widgetsBundlesApi.saveWidgetType(request.platform, { ...type, bundleAlias: saved.alias });
}

const COLUMNS: readonly ColumnSpec[] = [
  { key: 'createdTime', title: 'common.created-time', width: '150px', sortable: true, cell: 'date' },
  { key: 'title', title: 'widgets-bundle.title', width: '100%', sortable: true, cell: 'details' },
  { key: 'tenantId', value: 'system', title: 'widgets-bundle.system', width: '60px', sortable: true, cell: 'check' },
];

function tableFor(tenant: boolean): EntityTable<WidgetsBundle> {
  const own = changeableBy(tenant);
  const row = {
    open: { dialog: 'open', label: 'widgets-bundle.open-widgets-bundle', icon: 'now_widgets', enabled: () => true, href: widgetTypesPath },
    export: { dialog: 'export', label: 'widgets-bundle.export', icon: 'file_download', enabled: () => true, href: (b) => `/widgets-bundles/${b.id.id}/export` },
    delete: { dialog: 'delete', label: 'action.delete', headerLabel: 'widgets-bundle.delete', icon: 'delete', enabled: own },
  } satisfies Record<string, RowAction<WidgetsBundle>>;
  return {
    kind: widgetsBundleKind,
    scope: 'tenant',
    title: (_place, t) => t('widgets-bundle.widgets-bundles'),
    columns: COLUMNS,
    list: async (request, _place, link) => {
      const page = await widgetsBundlesApi.getWidgetsBundles(request.platform, link);
      return { ...page, data: page.data.map((bundle) => ({ ...bundle, system: isSystemEntity(bundle) })) };
    },
    filters: [],
    rowActions: [row.open, row.export, row.delete],
    groupActions: [{ dialog: 'delete', label: 'action.delete', icon: 'delete' }],
    addActions: [
      { dialog: 'add', label: 'widgets-bundle.create-new-widgets-bundle', icon: 'insert_drive_file' },
      { dialog: 'import', label: 'widgets-bundle.import', icon: 'file_upload' },
    ],
    dialogs: {
      add: addEntityDialog<WidgetsBundle>({ title: 'widgets-bundle.add', label: 'widgets-bundle.add' }),
      import: jsonImportDialog<WidgetsBundle>({
        title: 'widgets-bundle.import',
        label: 'widgets-bundle.import',
        fileLabel: 'widgets-bundle.bundle-file',
        read: readBundle,
        save: saveImport,
      }),
      delete: deleteDialog<WidgetsBundle>(
        { label: 'widgets-bundle.delete', title: 'widgets-bundle.delete-widgets-bundle-title', text: 'widgets-bundle.delete-widgets-bundle-text', manyTitle: 'widgets-bundle.delete-widgets-bundles-title', manyText: 'widgets-bundle.delete-widgets-bundles-text', nameParam: 'widgetsBundleTitle' },
        async (request, id) => {
          await refuseSystemEntity(tenant, () => widgetsBundlesApi.getWidgetsBundle(request.platform, id), request.view().t('widgets-bundle.system-read-only'));
          await widgetsBundlesApi.deleteWidgetsBundle(request.platform, id);
        },
      ),
    },
    editable: true,
    selectable: own,
    canEdit: own,
    defaultSort: { property: 'title', direction: 'ASC' },
  };
}

/** The widgets bundles table of the signed-in role (console-map §3.16). */
export const widgetsBundleTable = tableOfRole(tableFor);
