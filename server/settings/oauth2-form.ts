import type { FieldDef, FormDef } from '../domain/entity-form.ts';
import type { Validator } from '../domain/form-validators.ts';
import type { OAuth2Template } from '../platform/types/oauth2.ts';

// The OAuth2 settings form (console-map §5, upstream's oauth2-settings validators), named by the paths of the
// platform's OAuth2Info; a registration's platforms are check boxes and its scope one line (oauth2-shape.ts).

/** Upstream's patterns: a domain with an optional port, and an absolute URL. */
const DOMAIN_AND_PORT = /^(?:\w+(?::\w+)?@)?[^\s/]+(?::\d+)?$/;
const URL = /^[A-Za-z][A-Za-z\d.+-]*:\/*(?:\w+(?::\w+)?@)?[^\s/]+(?::\d+)?(?:\/[\w#!:.,?+=&%@\-/]*)?$/;
const APP_SECRET = /^[A-Za-z0-9]{16,2048}$/;

const REQUIRED: Validator = { rule: 'required', message: 'admin.oauth2.required' };
const TOO_LONG = { 31: 'admin.oauth2.max-length-31', 255: 'admin.oauth2.max-length-255', 2048: 'admin.oauth2.max-length-2048' } as const;
const max = (n: keyof typeof TOO_LONG): Validator => ({ rule: 'maxLength', max: n, message: TOO_LONG[n] });
const url: Validator = { rule: 'pattern', pattern: URL, message: 'admin.oauth2.uri-pattern-error' };
const text = (path: string, label: string, validators: Validator[] = [], hint?: string): FieldDef => ({ path, label, control: { kind: 'text' }, validators, hint });
const check = (path: string, label: string, defaultChecked = false): FieldDef => ({ path, label, control: { kind: 'checkbox' }, defaultChecked });

const BASIC_TYPES = ['BASIC', 'GITHUB', 'APPLE'] as const;
const basic = (field: FieldDef, types: readonly string[] = BASIC_TYPES): FieldDef => ({ ...field, when: [{ path: 'mapperConfig.type', values: types }, ...(field.when ?? [])] });
const custom = (field: FieldDef): FieldDef => ({ ...field, when: [{ path: 'mapperConfig.type', values: ['CUSTOM'] }] });

export const DOMAIN_FORM: FormDef = {
  fields: [
    {
      path: 'scheme',
      label: 'admin.oauth2.protocol',
      control: {
        kind: 'select',
        options: [
          { value: 'HTTP', label: 'admin.oauth2.domain-schema-http' },
          { value: 'HTTPS', label: 'admin.oauth2.domain-schema-https' },
          { value: 'MIXED', label: 'admin.oauth2.domain-schema-mixed' },
        ],
      },
      validators: [REQUIRED],
    },
    text('name', 'admin.oauth2.domain-name', [REQUIRED, max(255), { rule: 'pattern', pattern: DOMAIN_AND_PORT, message: 'admin.oauth2.domain-name-invalid' }]),
  ],
};

const MOBILE_FORM: FormDef = {
  fields: [
    text('pkgName', 'admin.oauth2.mobile-package', [REQUIRED, max(255)], 'admin.oauth2.mobile-package-hint'),
    text('appSecret', 'admin.oauth2.mobile-app-secret', [REQUIRED, { rule: 'pattern', pattern: APP_SECRET, message: 'admin.oauth2.invalid-mobile-app-secret' }]),
  ],
};

const REGISTRATION_FORM: FormDef = {
  fields: [
    text('additionalInfo.providerName', 'admin.oauth2.login-provider', [REQUIRED, max(255)]),
    check('platforms.WEB', 'admin.oauth2.platform-web'),
    check('platforms.ANDROID', 'admin.oauth2.platform-android'),
    check('platforms.IOS', 'admin.oauth2.platform-ios'),
    text('loginButtonLabel', 'admin.oauth2.login-button-label', [REQUIRED, max(255)]),
    text('loginButtonIcon', 'admin.oauth2.login-button-icon', [max(255)]),
    text('clientId', 'admin.oauth2.client-id', [REQUIRED, max(255)]),
    // Masked: required only while nothing is stored (checked with the stored settings).
    { path: 'clientSecret', label: 'admin.oauth2.client-secret', control: { kind: 'password' }, validators: [max(2048)], hint: 'admin.oauth2.client-secret-hint' },
    text('accessTokenUri', 'admin.oauth2.access-token-uri', [REQUIRED, url]),
    text('authorizationUri', 'admin.oauth2.authorization-uri', [REQUIRED, url]),
    text('scope', 'admin.oauth2.scope', [REQUIRED], 'admin.oauth2.scope-hint'),
    text('jwkSetUri', 'admin.oauth2.jwk-set-uri', [url]),
    text('userInfoUri', 'admin.oauth2.user-info-uri', [url]),
    {
      path: 'clientAuthenticationMethod',
      label: 'admin.oauth2.client-authentication-method',
      control: { kind: 'select', options: [{ value: 'BASIC', label: 'admin.oauth2.client-authentication-method-basic' }, { value: 'POST', label: 'admin.oauth2.client-authentication-method-post' }] },
      validators: [REQUIRED],
    },
    text('userNameAttributeName', 'admin.oauth2.user-name-attribute-name', [REQUIRED]),
    check('mapperConfig.allowUserCreation', 'admin.oauth2.allow-user-creation', true),
    check('mapperConfig.activateUser', 'admin.oauth2.activate-user'),
    {
      path: 'mapperConfig.type',
      label: 'admin.oauth2.type',
      control: {
        kind: 'select',
        options: [
          { value: 'BASIC', label: 'admin.oauth2.mapper-type-basic' },
          { value: 'CUSTOM', label: 'admin.oauth2.mapper-type-custom' },
          { value: 'GITHUB', label: 'admin.oauth2.mapper-type-github' },
          { value: 'APPLE', label: 'admin.oauth2.mapper-type-apple' },
        ],
        refresh: 'admin.oauth2.show-mapper-fields',
      },
      validators: [REQUIRED],
    },
    basic(text('mapperConfig.basic.emailAttributeKey', 'admin.oauth2.email-attribute-key', [REQUIRED, max(31)]), ['BASIC', 'APPLE']),
    basic(text('mapperConfig.basic.firstNameAttributeKey', 'admin.oauth2.first-name-attribute-key', [max(31)])),
    basic(text('mapperConfig.basic.lastNameAttributeKey', 'admin.oauth2.last-name-attribute-key', [max(31)])),
    basic({
      path: 'mapperConfig.basic.tenantNameStrategy',
      label: 'admin.oauth2.tenant-name-strategy',
      control: {
        kind: 'select',
        options: [
          { value: 'DOMAIN', label: 'admin.oauth2.tenant-name-strategy-domain' },
          { value: 'EMAIL', label: 'admin.oauth2.tenant-name-strategy-email' },
          { value: 'CUSTOM', label: 'admin.oauth2.tenant-name-strategy-custom' },
        ],
        refresh: 'admin.oauth2.show-strategy-fields',
      },
      validators: [REQUIRED],
    }),
    basic({
      ...text('mapperConfig.basic.tenantNamePattern', 'admin.oauth2.tenant-name-pattern', [REQUIRED, max(255)]),
      when: [{ path: 'mapperConfig.basic.tenantNameStrategy', values: ['CUSTOM'] }],
    }),
    basic(text('mapperConfig.basic.customerNamePattern', 'admin.oauth2.customer-name-pattern', [max(255)])),
    basic(text('mapperConfig.basic.defaultDashboardName', 'admin.oauth2.default-dashboard-name', [max(255)])),
    basic(check('mapperConfig.basic.alwaysFullScreen', 'admin.oauth2.always-fullscreen')),
    custom(text('mapperConfig.custom.url', 'admin.oauth2.url', [REQUIRED, max(255), url])),
    custom(text('mapperConfig.custom.username', 'admin.oauth2.username', [max(255)])),
    custom({ path: 'mapperConfig.custom.password', label: 'admin.oauth2.password', control: { kind: 'password' }, validators: [max(255)], hint: 'admin.oauth2.password-hint' }),
  ],
};

/** The value of the "custom" choice of the provider's preset: upstream's defaults. */
export const CUSTOM_PROVIDER = 'Custom';

/** A registration as the form starts it: a provider's preset (its addresses, scope, mapper), or upstream's custom defaults. */
export function newRegistration(template: OAuth2Template | undefined): object {
  const mapper = template?.mapperConfig ?? { allowUserCreation: true, activateUser: false, type: 'BASIC', basic: { emailAttributeKey: 'email', tenantNameStrategy: 'DOMAIN', alwaysFullScreen: false } };
  return {
    additionalInfo: { providerName: template?.name ?? CUSTOM_PROVIDER },
    platforms: {},
    loginButtonLabel: template?.loginButtonLabel ?? '',
    loginButtonIcon: template?.loginButtonIcon ?? '',
    clientId: '',
    accessTokenUri: template?.accessTokenUri ?? '',
    authorizationUri: template?.authorizationUri ?? '',
    scope: (template?.scope ?? []).join(' '),
    jwkSetUri: template?.jwkSetUri ?? '',
    userInfoUri: template?.userInfoUri ?? '',
    clientAuthenticationMethod: template?.clientAuthenticationMethod ?? 'POST',
    userNameAttributeName: template?.userNameAttributeName ?? 'email',
    mapperConfig: mapper,
  };
}

/** The whole form; `templates` are the providers' presets a new registration may start from. */
export function oauth2Form(templates: readonly OAuth2Template[]): FormDef {
  const byName = new Map(templates.map((t) => [t.name, t]));
  const variants = [{ value: CUSTOM_PROVIDER, text: CUSTOM_PROVIDER }, ...templates.map((t) => ({ value: t.name, text: t.name }))];
  const params: FormDef = {
    fields: [
      { path: 'domainInfos', label: 'admin.oauth2.domains', control: { kind: 'list', form: DOMAIN_FORM, itemLabel: 'admin.oauth2.domain-n', newEntry: { scheme: 'HTTPS', name: '' }, addLabel: 'admin.oauth2.add-domain', removeLabel: 'admin.oauth2.delete-domain' } },
      { path: 'mobileInfos', label: 'admin.oauth2.mobile-apps', control: { kind: 'list', form: MOBILE_FORM, itemLabel: 'admin.oauth2.mobile-app-n', newEntry: () => ({ pkgName: '', appSecret: randomSecret() }), addLabel: 'admin.oauth2.add-mobile-app', removeLabel: 'admin.oauth2.delete-mobile-app' } },
      {
        path: 'clientRegistrations',
        label: 'admin.oauth2.providers',
        control: {
          kind: 'list',
          form: REGISTRATION_FORM,
          itemLabel: 'admin.oauth2.provider-n',
          newEntry: (variant) => newRegistration(byName.get(variant)),
          variants,
          variantLabel: 'admin.oauth2.provider-template',
          addLabel: 'admin.oauth2.add-provider',
          removeLabel: 'admin.oauth2.delete-provider',
        },
      },
    ],
  };
  return {
    fields: [
      check('enabled', 'admin.oauth2.enable'),
      { path: 'oauth2ParamsInfos', label: 'admin.oauth2.domains-settings', control: { kind: 'list', form: params, itemLabel: 'admin.oauth2.domain-settings-n', newEntry: { domainInfos: [{ scheme: 'HTTPS', name: '' }], mobileInfos: [], clientRegistrations: [newRegistration(undefined)] }, addLabel: 'admin.oauth2.add-domain-settings', removeLabel: 'admin.oauth2.delete-domain-settings' } },
    ],
  };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new mobile application's secret, as upstream generates one: 64 random alphanumeric characters (unbiased). */
function randomSecret(): string {
  let secret = '';
  while (secret.length < 64) {
    for (const b of crypto.getRandomValues(new Uint8Array(96))) if (b < 248 && secret.length < 64) secret += ALPHANUMERIC[b % 62];
  }
  return secret;
}
