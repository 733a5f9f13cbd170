import type { FastifyRequest } from 'fastify';
import { AutoCommitNoRepository } from '../../views/settings/auto-commit-note.tsx';
import type { FieldDef, FormDef } from '../domain/entity-form.ts';
import { settingsApi } from '../platform/api/settings.ts';
import type { AutoCommitSettings } from '../platform/types/settings.ts';
import { SAVE } from './admin-settings-form.ts';
import { deleteDialog, type SettingsFormDef } from './settings-form.tsx';

/** The entity types version control commits, each with the translation key of its legend. */
const TYPES: readonly { type: string; label: string }[] = [
  { type: 'CUSTOMER', label: 'admin.auto-commit.type-customer' },
  { type: 'ASSET', label: 'admin.auto-commit.type-asset' },
  { type: 'ASSET_PROFILE', label: 'admin.auto-commit.type-asset-profile' },
  { type: 'DEVICE', label: 'admin.auto-commit.type-device' },
  { type: 'DEVICE_PROFILE', label: 'admin.auto-commit.type-device-profile' },
  { type: 'ENTITY_VIEW', label: 'admin.auto-commit.type-entity-view' },
  { type: 'DASHBOARD', label: 'admin.auto-commit.type-dashboard' },
  { type: 'RULE_CHAIN', label: 'admin.auto-commit.type-rule-chain' },
  { type: 'WIDGETS_BUNDLE', label: 'admin.auto-commit.type-widgets-bundle' },
];

/** The form's shape: every type, on or off with its commit settings. */
type AutoCommitForm = Record<string, { enabled: boolean; branch: string | null; saveRelations: boolean; saveAttributes: boolean; saveCredentials: boolean }>;

const BRANCH_LENGTH = { rule: 'maxLength', max: 255, message: 'version-control.branch-max-length' } as const;

const fieldsOf = (type: string): FieldDef[] => [
  { path: `${type}.enabled`, label: 'admin.auto-commit.enabled', control: { kind: 'checkbox' } },
  // Optional (upstream's branch autocomplete without `required`): empty commits to the repository's default branch.
  { path: `${type}.branch`, label: 'admin.auto-commit.branch', control: { kind: 'branch' }, hint: 'admin.auto-commit.branch-hint', validators: [BRANCH_LENGTH] },
  { path: `${type}.saveRelations`, label: 'admin.auto-commit.save-relations', control: { kind: 'checkbox' } },
  { path: `${type}.saveAttributes`, label: 'admin.auto-commit.save-attributes', control: { kind: 'checkbox' } },
  ...(type === 'DEVICE' ? [{ path: `${type}.saveCredentials`, label: 'admin.auto-commit.save-credentials', control: { kind: 'checkbox' } } as FieldDef] : []),
];

const AUTO_COMMIT_FORM: FormDef = { fields: TYPES.flatMap(({ type }) => fieldsOf(type)) };
const LEGENDS = new Map(TYPES.map(({ type, label }) => [type, label]));

function toForm(settings: AutoCommitSettings): AutoCommitForm {
  return Object.fromEntries(
    TYPES.map(({ type }) => {
      const stored = settings[type];
      return [type, { enabled: stored !== undefined, branch: stored?.branch ?? '', saveRelations: stored?.saveRelations ?? false, saveAttributes: stored?.saveAttributes ?? false, saveCredentials: stored?.saveCredentials ?? false }];
    }),
  );
}

function toPlatform(form: AutoCommitForm): AutoCommitSettings {
  return Object.fromEntries(
    TYPES.filter(({ type }) => form[type].enabled).map(({ type }) => {
      const { branch, saveRelations, saveAttributes, saveCredentials } = form[type];
      return [type, { branch: branch || null, saveRelations, saveAttributes, saveCredentials }];
    }),
  );
}

/** A note linking to the repository settings while the tenant has no repository (upstream shows that form first). */
async function repositoryNote(request: FastifyRequest) {
  return (await settingsApi.getRepositorySettings(request.platform)) ? null : <AutoCommitNoRepository />;
}

/** `/settings/auto-commit` (console-map §5, tenant administrator): which entity types commit on change, and how. */
export const autoCommitSettings: SettingsFormDef<AutoCommitForm> = {
  routeId: 'autoCommitSettings',
  path: '/settings/auto-commit',
  title: 'admin.auto-commit-settings',
  form: () => AUTO_COMMIT_FORM,
  sectionOf: (path) => LEGENDS.get(path.split('.')[0]),
  load: async (request) => toForm(await settingsApi.getAutoCommitSettings(request.platform)),
  save: { ...SAVE, run: (request, form) => settingsApi.saveAutoCommitSettings(request.platform, toPlatform(form)) },
  notice: repositoryNote,
  dialogs: {
    delete: deleteDialog({ title: 'admin.auto-commit.delete-title', text: 'admin.auto-commit.delete-text', done: 'admin.auto-commit.deleted' }, (request) =>
      settingsApi.deleteAutoCommitSettings(request.platform),
    ),
  },
};
