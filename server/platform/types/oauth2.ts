/** `DomainInfo` of an OAuth2 params info (contract 11.3): a domain the login buttons are shown on. */
export interface OAuth2DomainInfo {
  scheme: 'HTTP' | 'HTTPS' | 'MIXED';
  name: string;
}

/** `MobileInfo`: a mobile application allowed to sign in through the registrations. */
export interface OAuth2MobileInfo {
  pkgName: string;
  appSecret: string;
}

/** `OAuth2RegistrationInfo`: one client registration (a provider the users sign in with). */
export interface OAuth2RegistrationInfo {
  additionalInfo?: { providerName?: string } | null;
  platforms?: string[] | null;
  loginButtonLabel?: string;
  loginButtonIcon?: string | null;
  clientId?: string;
  clientSecret?: string;
  accessTokenUri?: string;
  authorizationUri?: string;
  scope?: string[];
  jwkSetUri?: string | null;
  userInfoUri?: string;
  clientAuthenticationMethod?: string;
  userNameAttributeName?: string;
  mapperConfig?: Record<string, unknown>;
  [member: string]: unknown;
}

/** `OAuth2ParamsInfo`: domains and mobile apps with the registrations they offer. */
export interface OAuth2ParamsInfo {
  domainInfos: OAuth2DomainInfo[];
  mobileInfos: OAuth2MobileInfo[];
  clientRegistrations: OAuth2RegistrationInfo[];
}

/** `OAuth2Info` of `GET/POST /api/oauth2/config`. */
export interface OAuth2Info {
  enabled: boolean;
  oauth2ParamsInfos: OAuth2ParamsInfo[];
}

/** `OAuth2ClientRegistrationTemplate`: a provider's preset (Google, GitHub, ...) a registration starts from. */
export interface OAuth2Template {
  name: string;
  providerId: string;
  authorizationUri?: string | null;
  accessTokenUri?: string | null;
  scope?: string[] | null;
  userInfoUri?: string | null;
  userNameAttributeName?: string | null;
  jwkSetUri?: string | null;
  clientAuthenticationMethod?: string | null;
  loginButtonIcon?: string | null;
  loginButtonLabel?: string | null;
  mapperConfig?: Record<string, unknown> | null;
  [member: string]: unknown;
}
