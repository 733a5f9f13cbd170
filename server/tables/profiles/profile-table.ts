import type { FastifyRequest } from 'fastify';
import type { FormDef, FormInput } from '../../domain/entity-form.ts';
import type { ColumnSpec } from '../../domain/table-columns.ts';
import type { PageData, PageLink } from '../../platform/types/page-data.ts';
import { addEntityDialog } from '../dialogs/add-entity.ts';
import { confirmDialog } from '../dialogs/confirm.ts';
import { deleteDialog } from '../dialogs/kind-dialogs.ts';
import { isJsonObject, jsonImportDialog, withoutIdentity } from '../dialogs/json-import.ts';
import { ConsoleRefusal } from '../refusal.ts';
import type { EntityKind, EntityTable, PlatformEntity, RowAction } from '../entity-table.ts';
import { exportLink } from './profile-fields.ts';

type Client = FastifyRequest['platform'];

export interface ProfileTableKeys {
  title: string;
  export: string;
  setDefault: string;
  setDefaultTitle: string;
  setDefaultText: string;
  delete: string;
  deleteTitle: string;
  deleteText: string;
  deleteManyTitle: string;
  deleteManyText: string;
  create: string;
  add: string;
  import: string;
  file: string;
}

/** What a profile table (device or asset profiles) is made of: its keys' prefix, its calls and its own rules. */
export interface ProfileTableSpec<P extends PlatformEntity & { name: string; default: boolean }> {
  /** Translation keys of the table, its actions and dialogs; titles name the profile as `nameParam`. */
  keys: ProfileTableKeys;
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
  /** The add dialog's form, when it has more than the kind's (the device profile's alarm rules step). */
  addForm?: FormDef;
}

/** The table of console-map §3.11 or §3.12: export, set default and delete per row; create and import. */
export function profileTable<P extends PlatformEntity & { name: string; default: boolean }>(spec: ProfileTableSpec<P>): EntityTable<P> {
  const { keys } = spec;
  // The console refuses what upstream's buttons never offer (a protected profile), as the platform refuses the rest.
  const unlessProtected = async (request: FastifyRequest, id: string, apply: () => Promise<unknown>) => {
    if (!spec.changeable(await spec.get(request.platform, id))) throw new ConsoleRefusal(request.view().t('profiles.protected-profile'));
    await apply();
  };
  const actions = {
    export: { dialog: 'export', label: keys.export, icon: 'file_download', enabled: () => true, href: exportLink },
    setDefault: { dialog: 'set-default', label: keys.setDefault, icon: 'flag', enabled: spec.changeable },
    delete: { dialog: 'delete', label: 'action.delete', headerLabel: keys.delete, icon: 'delete', enabled: spec.changeable },
  } satisfies Record<string, RowAction<P>>;
  return {
    kind: spec.kind,
    scope: 'tenant',
    title: (_place, t) => t(keys.title),
    columns: spec.columns,
    list: (request, _place, link) => spec.list(request.platform, link),
    filters: [],
    rowActions: [actions.export, actions.setDefault, actions.delete],
    groupActions: [{ dialog: 'delete', label: 'action.delete', icon: 'delete' }],
    addActions: [
      { dialog: 'add', label: keys.create, icon: 'insert_drive_file' },
      { dialog: 'import', label: keys.import, icon: 'file_upload' },
    ],
    dialogs: {
      'set-default': confirmDialog<P>({
        one: { title: keys.setDefaultTitle, text: keys.setDefaultText, nameParam: spec.nameParam },
        label: keys.setDefault,
        apply: (request, _place, id) => unlessProtected(request, id, () => spec.setDefault(request.platform, id)),
      }),
      delete: deleteDialog<P>(
        { label: keys.delete, title: keys.deleteTitle, text: keys.deleteText, manyTitle: keys.deleteManyTitle, manyText: keys.deleteManyText, nameParam: spec.nameParam },
        (request, id) => unlessProtected(request, id, () => spec.remove(request.platform, id)),
      ),
      add: addEntityDialog<P>({ title: keys.add, label: keys.add, defaults: spec.addDefaults, form: spec.addForm }),
      import: jsonImportDialog<P>({
        title: keys.import,
        fileLabel: keys.file,
        label: keys.import,
        read: (json) => {
          if (!isJsonObject(json)) return { problem: 'import.invalid-json-file' };
          const problem = spec.importProblem(json);
          return problem ? { problem } : withoutIdentity(json);
        },
        save: (request, profile) => spec.save(request.platform, profile as Record<string, unknown>),
      }),
    },
    editable: true,
    // The default profile (and a protected one) is kept out of the group delete, as upstream.
    selectable: spec.changeable,
  };
}
