import type { DatabaseSync } from 'node:sqlite';
import { randomUUID } from 'node:crypto';
import { prepareCached } from '../db/statements.ts';
import { isObject, readJson } from '../lib/json.ts';

type Json = Record<string, unknown>;

export interface OAuth2Info {
  enabled: boolean;
  oauth2ParamsInfos: unknown[];
}

/** What is stored: the info as saved plus the id of each client registration (per params info, in order). */
interface StoredInfo extends OAuth2Info {
  registrationIds?: string[][];
}

const DEFAULT_OAUTH2_INFO: OAuth2Info = { enabled: false, oauth2ParamsInfos: [] };

const PLATFORMS = ['WEB', 'ANDROID', 'IOS'];

function readStored(db: DatabaseSync): StoredInfo | null {
  const row = prepareCached(db, 'SELECT json_value FROM oauth2_config WHERE id = 1').get() as { json_value: string } | undefined;
  return row ? (readJson(row.json_value) as StoredInfo) : null;
}

/** The `OAuth2Info` of `GET /api/oauth2/config`: the default until one is saved. */
export function readOAuth2Info(db: DatabaseSync): OAuth2Info {
  const stored = readStored(db);
  return stored ? { enabled: stored.enabled, oauth2ParamsInfos: stored.oauth2ParamsInfos } : DEFAULT_OAUTH2_INFO;
}

const arrayOf = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** Saves the configuration; like the platform, every save registers the clients anew under fresh ids. */
export function saveOAuth2Info(db: DatabaseSync, body: Json): OAuth2Info {
  const info: OAuth2Info = {
    enabled: body.enabled === true,
    oauth2ParamsInfos: Array.isArray(body.oauth2ParamsInfos) ? body.oauth2ParamsInfos : [],
  };
  const registrationIds = info.oauth2ParamsInfos.map((params) =>
    arrayOf(isObject(params) ? params.clientRegistrations : undefined).map(() => randomUUID()));
  prepareCached(
    db,
    'INSERT INTO oauth2_config (id, json_value) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET json_value = excluded.json_value',
  ).run(JSON.stringify({ ...info, registrationIds }));
  return info;
}

export interface ClientRequest {
  /** Host name of the request, without port. */
  domain: string;
  scheme: 'http' | 'https';
  platform: string | null;
  pkgName: string | null;
}

export interface OAuth2ClientInfo {
  name: string | null;
  icon: string | null;
  url: string;
}

function servesDomain(params: Json, request: ClientRequest): boolean {
  return arrayOf(params.domainInfos).some((domain) => String(domain.name ?? '').toLowerCase() === request.domain.toLowerCase()
    && (domain.scheme === 'MIXED' || String(domain.scheme ?? '').toLowerCase() === request.scheme));
}

function servesPackage(params: Json, pkgName: string | null): boolean {
  return pkgName === null || arrayOf(params.mobileInfos).some((mobile) => mobile.pkgName === pkgName);
}

/** A registration without platforms serves all of them. */
function servesPlatform(registration: Json, platform: string | null): boolean {
  if (platform === null || !PLATFORMS.includes(platform)) return true;
  const platforms = Array.isArray(registration.platforms) ? registration.platforms : [];
  return platforms.length === 0 || platforms.includes(platform);
}

/** `POST /api/noauth/oauth2Clients`: the login buttons of the registrations enabled for the request's domain. */
export function oauth2Clients(db: DatabaseSync, request: ClientRequest): OAuth2ClientInfo[] {
  const stored = readStored(db);
  if (!stored || !stored.enabled) return [];
  const clients: OAuth2ClientInfo[] = [];
  stored.oauth2ParamsInfos.forEach((params, paramsIndex) => {
    if (!isObject(params) || !servesDomain(params, request) || !servesPackage(params, request.pkgName)) return;
    arrayOf(params.clientRegistrations).forEach((registration, index) => {
      const id = stored.registrationIds?.[paramsIndex]?.[index];
      if (!id || !servesPlatform(registration, request.platform)) return;
      clients.push({
        name: typeof registration.loginButtonLabel === 'string' ? registration.loginButtonLabel : null,
        icon: typeof registration.loginButtonIcon === 'string' ? registration.loginButtonIcon : null,
        url: `/oauth2/authorization/${id}`,
      });
    });
  });
  return clients;
}
