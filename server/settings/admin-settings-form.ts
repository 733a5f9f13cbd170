import type { FastifyRequest } from 'fastify';
import { settingsApi } from '../platform/api/settings.ts';
import { isPlatformError } from '../platform/platform-error.ts';
import type { AdminSettings } from '../platform/types/settings.ts';
import type { SettingsFormDef } from './settings-form.tsx';

/** Upstream's message keys shared by the settings forms. */
export const SAVE = { label: 'action.save', done: 'admin.settings-saved' } as const;

/**
 * Loads one admin setting's JSON value (`general`, `mail`, `sms`), or `fallback` while the platform has none (404):
 * the form then starts from upstream's defaults.
 */
export async function loadAdminValue(request: FastifyRequest, key: string, fallback: Record<string, unknown>): Promise<AdminSettings> {
  try {
    return await settingsApi.getAdminSettings(request.platform, key);
  } catch (err) {
    if (isPlatformError(err, { answered: true }) && err.status === 404) return { key, jsonValue: { ...fallback } };
    throw err;
  }
}

/** The save command of a form over one admin setting: the platform's admin-settings save. */
export const saveAdminSettings: SettingsFormDef<AdminSettings>['save'] = {
  ...SAVE,
  run: (request, settings) => settingsApi.saveAdminSettings(request.platform, settings),
};
