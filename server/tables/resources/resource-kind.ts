import type { FormDef } from '../../domain/entity-form.ts';
import type { ColumnSpec } from '../../domain/table-columns.ts';
import { resourcesApi } from '../../platform/api/resources.ts';
import type { Resource } from '../../platform/types/resource.ts';
import { RESOURCE_TYPE_LABELS } from './resource-type.ts';
import { deleteDialog } from '../dialogs/kind-dialogs.ts';
import { changeableBy, isSystemEntity, refuseSystemEntity, tableOfRole } from '../system-entities.ts';
import { DETAILS_ONLY, type EntityKind, type EntityTable, type RowAction } from '../entity-table.ts';
import { resourceUploadDialog } from './resource-upload.ts';

/** The resource form of the details (console-map §3.15): its title and file name; its file is replaced by a new upload. */
export const RESOURCE_FORM: FormDef = {
  fields: [
    {
      path: 'title',
      label: 'resource.title',
      control: { kind: 'text' },
      validators: [
        { rule: 'required', message: 'resource.title-required' },
        { rule: 'maxLength', max: 255, message: 'resource.title-max-length' },
      ],
    },
    { path: 'fileName', label: 'resource.file-name', control: { kind: 'text' }, validators: [{ rule: 'required', message: 'resource.file-name-required' }] },
  ],
};


export const resourceKind: EntityKind<Resource> = {
  entityType: 'TB_RESOURCE',
  help: 'resources',
  keys: {
    details: 'resource.resource-library-details',
    add: 'resource.add',
    noEntities: 'resource.no-resource-text',
    search: 'resource.search',
    selected: 'resource.selected-resources',
    copyId: 'resource.copyId',
    openDetailsPage: 'common.open-details-page',
  },
  load: (client, id) => resourcesApi.getResource(client, id),
  name: (resource) => resource.title,
  form: RESOURCE_FORM,
  toSaved: (resource) => resource,
  save: (client, resource) => resourcesApi.saveResource(client, resource),
  tabs: DETAILS_ONLY,
};

const COLUMNS: readonly ColumnSpec[] = [
  { key: 'createdTime', title: 'common.created-time', width: '150px', sortable: true, cell: 'date' },
  { key: 'title', title: 'resource.title', width: '60%', sortable: true, cell: 'details' },
  { key: 'resourceType', title: 'resource.resource-type', width: '40%', sortable: true, labels: RESOURCE_TYPE_LABELS },
  { key: 'tenantId', value: 'system', title: 'resource.system', width: '60px', sortable: true, cell: 'check' },
];

function tableFor(tenant: boolean): EntityTable<Resource> {
  const own = changeableBy(tenant);
  const row = {
    download: { dialog: 'download', label: 'resource.download', icon: 'file_download', enabled: () => true, href: (r) => `/settings/resources-library/${r.id.id}/download` },
    delete: { dialog: 'delete', label: 'action.delete', headerLabel: 'resource.delete', icon: 'delete', enabled: own },
  } satisfies Record<string, RowAction<Resource>>;
  return {
    kind: resourceKind,
    scope: 'tenant',
    title: (_place, t) => t('resource.resources-library'),
    columns: COLUMNS,
    list: async (request, _place, link) => {
      const page = await resourcesApi.getResources(request.platform, link);
      return { ...page, data: page.data.map((r) => ({ ...r, fileName: '', data: '', system: isSystemEntity(r) })) };
    },
    filters: [],
    rowActions: [row.download, row.delete],
    groupActions: [{ dialog: 'delete', label: 'action.delete', icon: 'delete' }],
    addActions: [{ dialog: 'add', label: 'resource.add', icon: 'insert_drive_file' }],
    dialogs: {
      add: resourceUploadDialog(),
      delete: deleteDialog<Resource>(
        { label: 'resource.delete', title: 'resource.delete-resource-title', text: 'resource.delete-resource-text', manyTitle: 'resource.delete-resources-title', manyText: 'resource.delete-resources-text', nameParam: 'resourceTitle' },
        async (request, id) => {
          await refuseSystemEntity(tenant, () => resourcesApi.getResource(request.platform, id), request.view().t('resource.system-read-only'));
          await resourcesApi.deleteResource(request.platform, id);
        },
      ),
    },
    editable: true,
    selectable: own,
    canEdit: own,
  };
}

/** The resources library of the signed-in role (console-map §3.15). */
export const resourceTable = tableOfRole(tableFor);
