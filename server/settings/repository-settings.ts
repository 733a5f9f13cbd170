import type { FieldErrors, FormDef, FormInput } from '../domain/entity-form.ts';
import { settingsApi } from '../platform/api/settings.ts';
import type { RepositorySettings } from '../platform/types/settings.ts';
import { SAVE } from './admin-settings-form.ts';
import { deleteDialog, type SettingsFormDef } from './settings-form.tsx';

const REPOSITORY_FORM: FormDef = {
  fields: [
    { path: 'repositoryUri', label: 'admin.repository-url', control: { kind: 'text' }, validators: [{ rule: 'required', message: 'admin.repository-url-required' }] },
    { path: 'defaultBranch', label: 'admin.default-branch', control: { kind: 'text' } },
    { path: 'readOnly', label: 'admin.repository-read-only', control: { kind: 'checkbox' } },
    { path: 'showMergeCommits', label: 'admin.show-merge-commits', control: { kind: 'checkbox' } },
    {
      path: 'authMethod',
      label: 'admin.auth-method',
      control: { kind: 'select', options: [{ value: 'USERNAME_PASSWORD', label: 'admin.auth-method-username-password' }, { value: 'PRIVATE_KEY', label: 'admin.auth-method-private-key' }] },
      validators: [{ rule: 'required', message: 'admin.auth-method-required' }],
    },
    { path: 'username', label: 'admin.username', control: { kind: 'text' } },
    { path: 'password', label: 'admin.password-access-token', control: { kind: 'password' }, hint: 'admin.password-kept-hint' },
    { path: 'privateKeyFileName', label: 'admin.private-key-file-name', control: { kind: 'text' } },
    { path: 'privateKey', label: 'admin.private-key', control: { kind: 'textarea' }, hint: 'admin.private-key-kept-hint' },
    { path: 'privateKeyPassword', label: 'admin.private-key-password', control: { kind: 'password' }, hint: 'admin.password-kept-hint' },
  ],
};

/** In key mode the key's name is required, and the key itself until one is stored. */
function checkKey(input: FormInput, stored: boolean): FieldErrors {
  if (input.authMethod !== 'PRIVATE_KEY') return {};
  const errors: FieldErrors = {};
  if (String(input.privateKeyFileName ?? '').trim() === '') errors.privateKeyFileName = 'admin.private-key-file-name-required';
  if (!stored && String(input.privateKey ?? '').trim() === '') errors.privateKey = 'admin.private-key-required';
  return errors;
}

const EMPTY: RepositorySettings = {
  repositoryUri: '', authMethod: 'USERNAME_PASSWORD', username: null, password: null, privateKeyFileName: null, privateKey: null,
  privateKeyPassword: null, defaultBranch: 'main', readOnly: false, showMergeCommits: false,
};

/** The secrets left empty are sent as null: the platform keeps the stored ones. */
function withoutBlankSecrets(settings: RepositorySettings): RepositorySettings {
  return { ...settings, privateKey: settings.privateKey || null, password: settings.password || null, privateKeyPassword: settings.privateKeyPassword || null, defaultBranch: settings.defaultBranch || 'main' };
}

/** `/settings/repository` (console-map §5, tenant administrator): the repository, 'check access' and delete. */
export const repositorySettings: SettingsFormDef<RepositorySettings> = {
  routeId: 'repositorySettings',
  path: '/settings/repository',
  title: 'admin.repository-settings',
  form: () => REPOSITORY_FORM,
  load: async (request) => (await settingsApi.getRepositorySettings(request.platform)) ?? EMPTY,
  // Whether a key is stored shows in the stored settings' key name (the platform never answers the key).
  check: (input, stored) => checkKey(input, Boolean(stored.privateKeyFileName)),
  prepare: withoutBlankSecrets,
  save: { ...SAVE, run: (request, settings) => settingsApi.saveRepositorySettings(request.platform, settings) },
  commands: {
    checkAccess: { label: 'admin.check-access', done: 'admin.check-repository-access-success', run: (request, settings) => settingsApi.checkRepositoryAccess(request.platform, settings) },
  },
  dialogs: {
    delete: deleteDialog({ title: 'admin.delete-repository-settings-title', text: 'admin.delete-repository-settings-text', done: 'admin.repository-settings-deleted' }, (request) =>
      settingsApi.deleteRepositorySettings(request.platform),
    ),
  },
};
