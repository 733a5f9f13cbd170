import type { ColumnSpec } from '../../domain/table-columns.ts';
import { otaPackagesApi } from '../../platform/api/ota-packages.ts';
import type { OtaPackageInfo } from '../../platform/types/ota-package.ts';
import { deleteDialog } from '../dialogs/kind-dialogs.ts';
import { DETAILS_ONLY, type EntityKind, type EntityTable, type RowAction } from '../entity-table.ts';
import { OTA_DETAILS_FORM, OTA_TYPE_LABELS } from './ota-form.ts';
import { otaUploadDialog } from './ota-upload.ts';

export const otaPackageKind: EntityKind<OtaPackageInfo> = {
  entityType: 'OTA_PACKAGE',
  help: 'otaUpdates',
  keys: {
    details: 'ota-update.ota-update-details',
    add: 'ota-update.add',
    noEntities: 'ota-update.no-packages-text',
    search: 'ota-update.search',
    selected: 'ota-update.selected-package',
    copyId: 'ota-update.copyId',
    openDetailsPage: 'common.open-details-page',
  },
  load: (client, id) => otaPackagesApi.getOtaPackageInfo(client, id),
  name: (ota) => ota.title,
  form: OTA_DETAILS_FORM,
  toSaved: (ota) => ota,
  save: (client, ota) => otaPackagesApi.saveOtaPackageInfo(client, ota),
  tabs: DETAILS_ONLY,
};

/** The package's file is the platform's to give (not a URL's). */
const downloadable = (ota: OtaPackageInfo) => ota.hasData && !ota.url;

const ROW_ACTIONS = {
  download: { dialog: 'download', label: 'ota-update.download', icon: 'file_download', enabled: downloadable, href: (ota) => `/otaUpdates/${ota.id.id}/download` },
  delete: { dialog: 'delete', label: 'action.delete', headerLabel: 'ota-update.delete', icon: 'delete', enabled: () => true },
} satisfies Record<string, RowAction<OtaPackageInfo>>;

const COLUMNS: readonly ColumnSpec[] = [
  { key: 'createdTime', title: 'common.created-time', width: '150px', sortable: true, cell: 'date' },
  { key: 'title', title: 'ota-update.title', width: '15%', sortable: true, cell: 'details' },
  { key: 'version', title: 'ota-update.version', width: '15%', sortable: true },
  { key: 'tag', title: 'ota-update.version-tag', width: '15%', sortable: true },
  { key: 'type', title: 'ota-update.package-type', width: '15%', sortable: true, labels: OTA_TYPE_LABELS },
  { key: 'url', title: 'ota-update.direct-url', width: '20%', sortable: true, cell: 'copy', copyLabel: 'ota-update.copy-direct-url' },
  { key: 'fileName', title: 'ota-update.file-name', width: '20%', sortable: true },
  { key: 'dataSize', title: 'ota-update.file-size', width: '70px', sortable: true, cell: 'bytes' },
  { key: 'checksum', value: 'checksumText', title: 'ota-update.checksum', width: '220px', sortable: true, cell: 'copy', copyLabel: 'ota-update.copy-checksum' },
];

/** The tenant's OTA packages (console-map §3.13): files up to `maxBytes`; a saved package's fields do not change. */
export function otaPackageTable(maxBytes: number): EntityTable<OtaPackageInfo> {
  return {
    kind: otaPackageKind,
    scope: 'tenant',
    title: (_place, t) => t('ota-update.packages-repository'),
    columns: COLUMNS,
    list: async (request, _place, link) => {
      const page = await otaPackagesApi.getOtaPackages(request.platform, link);
      return { ...page, data: page.data.map((ota) => ({ ...ota, checksumText: ota.checksum ? `${ota.checksumAlgorithm}: ${ota.checksum}` : '' })) };
    },
    filters: [],
    rowActions: [ROW_ACTIONS.download, ROW_ACTIONS.delete],
    groupActions: [{ dialog: 'delete', label: 'action.delete', icon: 'delete' }],
    addActions: [{ dialog: 'add', label: 'ota-update.add', icon: 'insert_drive_file' }],
    dialogs: {
      add: otaUploadDialog(maxBytes),
      delete: deleteDialog<OtaPackageInfo>(
        { label: 'ota-update.delete', title: 'ota-update.delete-ota-update-title', text: 'ota-update.delete-ota-update-text', manyTitle: 'ota-update.delete-ota-updates-title', manyText: 'ota-update.delete-ota-updates-text', nameParam: 'title' },
        (request, id) => otaPackagesApi.deleteOtaPackage(request.platform, id),
      ),
    },
    editable: true,
    canEdit: () => false,
  };
}
