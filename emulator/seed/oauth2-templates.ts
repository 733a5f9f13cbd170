import type { DatabaseSync } from 'node:sqlite';
import type { SeedClock } from './seed-clock.ts';

const basic = (email: string | null, firstName: string, lastName: string | null) => ({
  emailAttributeKey: email, firstNameAttributeKey: firstName, lastNameAttributeKey: lastName, tenantNameStrategy: 'DOMAIN',
  tenantNamePattern: null, customerNamePattern: null, defaultDashboardName: null, alwaysFullScreen: false,
});

/** The client registration templates 3.4.4 installs (`data/json/system/oauth2_config_templates`, contract 10.1). */
const TEMPLATES = [
  {
    providerId: 'Apple', authorizationUri: 'https://appleid.apple.com/auth/authorize?response_mode=form_post',
    accessTokenUri: 'https://appleid.apple.com/auth/token', scope: ['email', 'openid', 'name'], userInfoUri: null,
    userNameAttributeName: 'email', jwkSetUri: 'https://appleid.apple.com/auth/keys', clientAuthenticationMethod: 'POST',
    mapperConfig: { type: 'APPLE', basic: basic('email', 'firstName', 'lastName') }, loginButtonIcon: 'apple-logo', loginButtonLabel: 'Apple',
    helpLink: 'https://developer.apple.com/sign-in-with-apple/get-started/',
  },
  {
    providerId: 'Facebook', authorizationUri: 'https://www.facebook.com/v2.8/dialog/oauth',
    accessTokenUri: 'https://graph.facebook.com/v2.8/oauth/access_token', scope: ['email', 'public_profile'],
    userInfoUri: 'https://graph.facebook.com/me?fields=id,name,first_name,last_name,email', userNameAttributeName: 'email',
    jwkSetUri: null, clientAuthenticationMethod: 'BASIC', mapperConfig: { type: 'BASIC', basic: basic('email', 'first_name', 'last_name') },
    loginButtonIcon: 'facebook-logo', loginButtonLabel: 'Facebook', helpLink: 'https://developers.facebook.com/docs/facebook-login/web#logindialog',
  },
  {
    providerId: 'Github', authorizationUri: 'https://github.com/login/oauth/authorize',
    accessTokenUri: 'https://github.com/login/oauth/access_token', scope: ['read:user', 'user:email'],
    userInfoUri: 'https://api.github.com/user', userNameAttributeName: 'login', jwkSetUri: null, clientAuthenticationMethod: 'BASIC',
    mapperConfig: { type: 'GITHUB', basic: basic(null, 'name', null) }, loginButtonIcon: 'github-logo', loginButtonLabel: 'Github',
    helpLink: 'https://docs.github.com/en/developers/apps/creating-an-oauth-app',
  },
  {
    providerId: 'Google', authorizationUri: 'https://accounts.google.com/o/oauth2/v2/auth',
    accessTokenUri: 'https://oauth2.googleapis.com/token', scope: ['email', 'openid', 'profile'],
    userInfoUri: 'https://openidconnect.googleapis.com/v1/userinfo', userNameAttributeName: 'email',
    jwkSetUri: 'https://www.googleapis.com/oauth2/v3/certs', clientAuthenticationMethod: 'BASIC',
    mapperConfig: { type: 'BASIC', basic: basic('email', 'given_name', 'family_name') }, loginButtonIcon: 'google-logo', loginButtonLabel: 'Google',
    helpLink: 'https://developers.google.com/adwords/api/docs/guides/authentication',
  },
];

/** The four providers' templates, as a fresh 3.4.4 installation has them. */
export function seedOAuth2Templates(db: DatabaseSync, clock: SeedClock): void {
  const insert = db.prepare('INSERT INTO oauth2_template (id, created_time, provider_id, json_value) VALUES (?, ?, ?, ?)');
  for (const template of TEMPLATES) {
    const { id, created_time } = clock.id();
    insert.run(id, created_time, template.providerId, JSON.stringify({ additionalInfo: null, comment: null, ...template }));
  }
}
