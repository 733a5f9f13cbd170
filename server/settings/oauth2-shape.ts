import type { OAuth2Info, OAuth2RegistrationInfo } from '../platform/types/oauth2.ts';

// The OAuth2 form reads the platform's OAuth2Info as it is, except two members of each registration: its platforms
// (a list) as one check box each, and its scope (a list) as one line of words.

const PLATFORMS = ['WEB', 'ANDROID', 'IOS'] as const;

export type RegistrationForm = Omit<OAuth2RegistrationInfo, 'platforms' | 'scope'> & { platforms: Partial<Record<(typeof PLATFORMS)[number], boolean>>; scope: string };

export interface OAuth2Form {
  enabled: boolean;
  oauth2ParamsInfos: { domainInfos: OAuth2Info['oauth2ParamsInfos'][number]['domainInfos']; mobileInfos: OAuth2Info['oauth2ParamsInfos'][number]['mobileInfos']; clientRegistrations: RegistrationForm[] }[];
}

export function fromPlatform(info: OAuth2Info): OAuth2Form {
  return {
    enabled: info.enabled === true,
    oauth2ParamsInfos: (info.oauth2ParamsInfos ?? []).map((params) => ({
      domainInfos: params.domainInfos ?? [],
      mobileInfos: params.mobileInfos ?? [],
      clientRegistrations: (params.clientRegistrations ?? []).map((r) => ({
        ...r,
        platforms: Object.fromEntries((r.platforms ?? []).map((p) => [p, true])),
        scope: (r.scope ?? []).join(' '),
      })),
    })),
  };
}

const orNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The mapper as the platform takes it: the basic or the custom part, as its type says; a tenant pattern only for a custom strategy. */
function mapperOf(mapper: Record<string, unknown> | undefined): Record<string, unknown> {
  const { basic, custom, ...rest } = (mapper ?? {}) as { basic?: Record<string, unknown>; custom?: Record<string, unknown> } & Record<string, unknown>;
  if (rest.type === 'CUSTOM') return { ...rest, custom: { url: orNull(custom?.url), username: orNull(custom?.username), password: custom?.password ?? null } };
  const b = basic ?? {};
  return {
    ...rest,
    basic: {
      emailAttributeKey: rest.type === 'GITHUB' ? null : orNull(b.emailAttributeKey),
      firstNameAttributeKey: orNull(b.firstNameAttributeKey),
      lastNameAttributeKey: orNull(b.lastNameAttributeKey),
      tenantNameStrategy: b.tenantNameStrategy ?? 'DOMAIN',
      tenantNamePattern: b.tenantNameStrategy === 'CUSTOM' ? orNull(b.tenantNamePattern) : null,
      customerNamePattern: orNull(b.customerNamePattern),
      defaultDashboardName: orNull(b.defaultDashboardName),
      alwaysFullScreen: b.alwaysFullScreen === true,
    },
  };
}

export function toPlatform(form: OAuth2Form): OAuth2Info {
  return {
    enabled: form.enabled === true,
    oauth2ParamsInfos: form.oauth2ParamsInfos.map((params) => ({
      domainInfos: params.domainInfos ?? [],
      mobileInfos: params.mobileInfos ?? [],
      clientRegistrations: (params.clientRegistrations ?? []).map((r) => ({
        ...r,
        platforms: PLATFORMS.filter((p) => r.platforms?.[p] === true),
        scope: String(r.scope ?? '').split(/[\s,]+/).filter((s) => s !== ''),
        loginButtonIcon: orNull(r.loginButtonIcon),
        jwkSetUri: orNull(r.jwkSetUri),
        userInfoUri: orNull(r.userInfoUri) ?? undefined,
        mapperConfig: mapperOf(r.mapperConfig as Record<string, unknown> | undefined),
      })),
    })),
  };
}
