import type { FastifyRequest } from 'fastify';
import type { FormInput } from '../../domain/entity-form.ts';
import type { ColumnSpec } from '../../domain/table-columns.ts';
import type { PageData, PageLink } from '../../platform/types/page-data.ts';
import { addEntityDialog } from '../dialogs/add-entity.ts';
import { confirmDialog } from '../dialogs/confirm.ts';
import { jsonImportDialog } from '../dialogs/json-import.ts';
import type { EntityKind, EntityTable, PlatformEntity, RowAction } from '../entity-table.ts';
import { consoleRefusal, exportLink } from './profile-fields.ts';

type Client = FastifyRequest['platform'];

/** What a profile table (device or asset profiles) is made of: its keys' prefix, its calls and its own rules. */
export interface ProfileTableSpec<P extends PlatformEntity & { name: string; default: boolean }> {
  /** `device-profile` or `asset-profile`: the prefix of every key, and `{{deviceProfileName}}` in titles. */
  prefix: 'device-profile' | 'asset-profile';
  nameParam: string;
  kind: EntityKind<P>;
  columns: ColumnSpec[];
  list(client: Client, link: PageLink): Promise<PageData<P>>;
  get(client: Client, id: string): Promise<P>;
  save(client: Client, profile: object): Promise<unknown>;
  remove(client: Client, id: string): Promise<void>;
  setDefault(client: Client, id: string): Promise<unknown>;
  /** Set default and delete apply (not to the default profile, nor to protected ones). */
  changeable(profile: P): boolean;
  /** What is wrong with an imported file's object (a message key), or null. */
  importProblem(value: Record<string, unknown>): string | null;
  addDefaults?(request: FastifyRequest): Promise<FormInput>;
}

/** The table of console-map §3.11 or §3.12: export, set default and delete per row; create and import. */
export function profileTable<P extends PlatformEntity & { name: string; default: boolean }>(spec: ProfileTableSpec<P>): EntityTable<P> {
  const { prefix } = spec;
  const plural = `${prefix}s`;
  // The console refuses what upstream's buttons never offer (a protected profile), as the platform refuses the rest.
  const unlessProtected = async (request: FastifyRequest, id: string, apply: () => Promise<unknown>) => {
    if (!spec.changeable(await spec.get(request.platform, id))) throw consoleRefusal(request.view().t('profiles.protected-profile'));
    await apply();
  };
  const actions = {
    export: { dialog: 'export', label: `${prefix}.export`, icon: 'file_download', enabled: () => true, link: exportLink },
    setDefault: { dialog: 'set-default', label: `${prefix}.set-default`, icon: 'flag', enabled: spec.changeable },
    delete: { dialog: 'delete', label: 'action.delete', headerLabel: `${prefix}.delete`, icon: 'delete', enabled: spec.changeable },
  } satisfies Record<string, RowAction<P>>;
  return {
    kind: spec.kind,
    scope: 'tenant',
    title: (_place, t) => t(`${prefix}.${plural}`),
    columns: spec.columns,
    list: (request, _place, link) => spec.list(request.platform, link),
    filters: [],
    rowActions: [actions.export, actions.setDefault, actions.delete],
    groupActions: [{ dialog: 'delete', label: 'action.delete', icon: 'delete' }],
    addActions: [
      { dialog: 'add', label: `${prefix}.create-${prefix}`, icon: 'insert_drive_file' },
      { dialog: 'import', label: `${prefix}.import`, icon: 'file_upload' },
    ],
    dialogs: {
      'set-default': confirmDialog<P>({
        one: { title: `${prefix}.set-default-${prefix}-title`, text: `${prefix}.set-default-${prefix}-text`, nameParam: spec.nameParam },
        label: `${prefix}.set-default`,
        apply: (request, _place, id) => unlessProtected(request, id, () => spec.setDefault(request.platform, id)),
      }),
      delete: confirmDialog<P>({
        one: { title: `${prefix}.delete-${prefix}-title`, text: `${prefix}.delete-${prefix}-text`, nameParam: spec.nameParam },
        many: { title: `${prefix}.delete-${plural}-title`, text: `${prefix}.delete-${plural}-text` },
        label: `${prefix}.delete`,
        apply: (request, _place, id) => unlessProtected(request, id, () => spec.remove(request.platform, id)),
        removes: true,
      }),
      add: addEntityDialog<P>({ title: `${prefix}.add`, label: `${prefix}.add`, defaults: spec.addDefaults }),
      import: jsonImportDialog<P>({
        title: `${prefix}.import`,
        fileLabel: `${prefix}.${prefix}-file`,
        label: `${prefix}.import`,
        problem: spec.importProblem,
        save: (request, profile) => spec.save(request.platform, profile),
      }),
    },
    editable: true,
  };
}

/** The export's download: the profile without its identity, as a JSON file named after it. */
export function exportFileName(name: string): string {
  return `${name.replace(/[^\p{L}\p{N}._-]+/gu, '_') || 'profile'}.json`;
}
