import type { FieldErrors, FormInput } from '../domain/entity-form.ts';
import { rowIndexes } from '../domain/form-rows.ts';
import { oauth2Api } from '../platform/api/oauth2.ts';
import type { OAuth2Info, OAuth2Template } from '../platform/types/oauth2.ts';
import { OAuth2RedirectCard, type RedirectUri } from '../../views/settings/oauth2-redirect-card.tsx';
import { SAVE } from './admin-settings-form.ts';
import { oauth2Form } from './oauth2-form.ts';
import { fromPlatform, toPlatform, type OAuth2Form } from './oauth2-shape.ts';
import type { SettingsFormDef } from './settings-form.tsx';

const PARAMS = 'oauth2ParamsInfos';
const blank = (input: FormInput, path: string) => String(input[path] ?? '').trim() === '';

/**
 * Rules across entries (upstream's): each domain settings has a domain and a provider; a domain name with a scheme
 * once (a mixed one alone), a mobile package once; a client secret typed unless one is stored at that place.
 */
function checkAcross(input: FormInput, stored: OAuth2Form): FieldErrors {
  const errors: FieldErrors = {};
  const schemes = new Map<string, string[]>();
  const packages = new Set<string>();
  for (const p of rowIndexes(input, PARAMS)) {
    const at = `${PARAMS}.${p}`;
    const domains = rowIndexes(input, `${at}.domainInfos`);
    const registrations = rowIndexes(input, `${at}.clientRegistrations`);
    if (domains.length === 0) errors[`${at}.domainInfos`] = 'admin.oauth2.domain-required';
    if (registrations.length === 0) errors[`${at}.clientRegistrations`] = 'admin.oauth2.provider-required';
    for (const d of domains) {
      const name = String(input[`${at}.domainInfos.${d}.name`] ?? '').trim().toLowerCase();
      const scheme = String(input[`${at}.domainInfos.${d}.scheme`] ?? '');
      const seen = schemes.get(name) ?? [];
      if (name && (seen.includes(scheme) || (seen.length > 0 && (scheme === 'MIXED' || seen.includes('MIXED'))))) errors[`${at}.domainInfos.${d}.name`] = 'admin.oauth2.domain-name-unique';
      schemes.set(name, [...seen, scheme]);
    }
    for (const m of rowIndexes(input, `${at}.mobileInfos`)) {
      const pkg = String(input[`${at}.mobileInfos.${m}.pkgName`] ?? '').trim();
      if (pkg && packages.has(pkg)) errors[`${at}.mobileInfos.${m}.pkgName`] = 'admin.oauth2.mobile-package-unique';
      packages.add(pkg);
    }
    for (const r of registrations) {
      const storedSecret = stored.oauth2ParamsInfos[p]?.clientRegistrations[r]?.clientSecret;
      if (blank(input, `${at}.clientRegistrations.${r}.clientSecret`) && !storedSecret) errors[`${at}.clientRegistrations.${r}.clientSecret`] = 'admin.oauth2.required';
    }
  }
  return errors;
}

/** Each saved domain's redirect URI: the platform's login processing path on the domain, once per scheme it serves. */
function redirectUris(info: OAuth2Info, loginProcessingUrl: string): RedirectUri[] {
  const uris = info.oauth2ParamsInfos.flatMap((params) =>
    params.domainInfos.flatMap((domain) => (domain.scheme === 'MIXED' ? ['http', 'https'] : [domain.scheme.toLowerCase()]).map((scheme) => ({ domain: domain.name, uri: `${scheme}://${domain.name}${loginProcessingUrl}` }))),
  );
  return uris.filter((u, i) => uris.findIndex((o) => o.uri === u.uri) === i);
}

/** `/settings/oauth2` (console-map §5): domains, mobile applications and client registrations from the providers' presets. */
export const oauth2Settings: SettingsFormDef<OAuth2Form, OAuth2Template[]> = {
  routeId: 'oauth2Settings',
  path: '/settings/oauth2',
  title: 'admin.oauth2.oauth2',
  options: (request) => oauth2Api.getTemplates(request.platform),
  form: (_input, templates) => oauth2Form(templates),
  load: async (request) => fromPlatform(await oauth2Api.getOAuth2Info(request.platform)),
  check: checkAcross,
  save: { ...SAVE, run: (request, form) => oauth2Api.saveOAuth2Info(request.platform, toPlatform(form)) },
  cards: async (request) => {
    const [info, loginProcessingUrl] = await Promise.all([oauth2Api.getOAuth2Info(request.platform), oauth2Api.getLoginProcessingUrl(request.platform)]);
    return <OAuth2RedirectCard uris={redirectUris(info, loginProcessingUrl)} />;
  },
};
