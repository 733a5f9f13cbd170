import { autoCommitSettings } from '../settings/auto-commit-settings.tsx';
import { generalSettings } from '../settings/general-settings.ts';
import { homeSettings } from '../settings/home-settings.ts';
import { mailSettings } from '../settings/mail-settings.ts';
import { oauth2Settings } from '../settings/oauth2-settings.tsx';
import { jwtSettingsPost } from '../settings/jwt-settings.tsx';
import { repositorySettings } from '../settings/repository-settings.ts';
import { securitySettings } from '../settings/security-settings.ts';
import { settingsForm } from '../settings/settings-form.tsx';
import { smsSettings } from '../settings/sms-settings.ts';
import { twoFactorSettings } from '../settings/two-factor-settings.ts';
import { routePlugin } from '../route-plugin.ts';

/** `/settings/...`: the system and tenant administrators' settings pages (console-map §5). */
export const settings = routePlugin('settings', async (app) => {
  settingsForm(app, generalSettings);
  settingsForm(app, mailSettings);
  settingsForm(app, smsSettings);
  settingsForm(app, securitySettings);
  jwtSettingsPost(app, securitySettings);
  settingsForm(app, oauth2Settings);
  settingsForm(app, twoFactorSettings);
  settingsForm(app, homeSettings);
  settingsForm(app, repositorySettings);
  settingsForm(app, autoCommitSettings);
});
