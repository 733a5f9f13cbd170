import type { FormDef } from '../domain/entity-form.ts';
import type { AdminSettings } from '../platform/types/settings.ts';
import { loadAdminValue, saveAdminSettings } from './admin-settings-form.ts';
import type { SettingsFormDef } from './settings-form.tsx';

const GENERAL_FORM: FormDef = {
  fields: [
    { path: 'jsonValue.baseUrl', label: 'admin.base-url', control: { kind: 'text' }, validators: [{ rule: 'required', message: 'admin.base-url-required' }] },
    { path: 'jsonValue.prohibitDifferentUrl', label: 'admin.prohibit-different-url', control: { kind: 'checkbox' }, hint: 'admin.prohibit-different-url-hint' },
  ],
};

/** `/settings/general` (console-map §5): the platform's base URL. */
export const generalSettings: SettingsFormDef<AdminSettings> = {
  routeId: 'generalSettings',
  path: '/settings/general',
  title: 'admin.general-settings',
  form: () => GENERAL_FORM,
  load: (request) => loadAdminValue(request, 'general', { baseUrl: '', prohibitDifferentUrl: false }),
  save: saveAdminSettings,
};
