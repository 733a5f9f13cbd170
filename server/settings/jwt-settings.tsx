import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JwtSettingsCard } from '../../views/settings/jwt-settings-card.tsx';
import { applyForm, formInputOf, parseForm, type FieldErrors, type FormDef, type FormInput } from '../domain/entity-form.ts';
import { settingsApi } from '../platform/api/settings.ts';
import type { JwtSettings } from '../platform/types/settings.ts';
import { success } from '../notices/notice.ts';
import { storeTokens } from '../session/console-session.ts';
import { formView } from '../tables/form-view.ts';
import { refusalOf } from '../tables/refusal.ts';
import { seeOther } from '../tables/entity-posts.ts';
import { answerStored, type SettingsFormDef } from './settings-form.tsx';

export const JWT_PATH = '/settings/security-settings/jwt';
/** The body member of the confirmation dialog's button. */
const CONFIRMED = '_confirmed';

const JWT_FORM: FormDef = {
  fields: [
    { path: 'tokenIssuer', label: 'admin.jwt.issuer-name', control: { kind: 'text' }, validators: [{ rule: 'required', message: 'admin.jwt.issuer-name-required' }] },
    {
      path: 'tokenSigningKey',
      label: 'admin.jwt.signings-key',
      control: { kind: 'text' },
      validators: [{ rule: 'required', message: 'admin.jwt.signings-key-required' }, { rule: 'pattern', pattern: /^[A-Za-z0-9+/]+={0,2}$/, message: 'admin.jwt.signings-key-base64' }],
    },
    {
      path: 'tokenExpirationTime',
      label: 'admin.jwt.expiration-time',
      control: { kind: 'number' },
      validators: [{ rule: 'required', message: 'admin.jwt.expiration-time-required' }, { rule: 'number', integer: true, min: 60, message: 'admin.jwt.expiration-time-min' }],
    },
    {
      path: 'refreshTokenExpTime',
      label: 'admin.jwt.refresh-expiration-time',
      control: { kind: 'number' },
      validators: [{ rule: 'required', message: 'admin.jwt.refresh-expiration-time-required' }, { rule: 'number', integer: true, min: 900, message: 'admin.jwt.refresh-expiration-time-min' }],
    },
  ],
};

/** The JWT card as the page shows it: the stored settings, or the input with its messages or its confirmation. */
export async function jwtCard(request: FastifyRequest, state?: { input: FormInput; errors?: FieldErrors; formError?: string; confirm?: boolean }) {
  const input = state?.input ?? formInputOf(JWT_FORM, await settingsApi.getJwtSettings(request.platform));
  const form = await formView(request, JWT_FORM, input, { errors: state?.errors, formError: state?.formError });
  const confirmFields = state?.confirm ? { ...Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])), [CONFIRMED]: 'true' } : undefined;
  return <JwtSettingsCard action={JWT_PATH} form={form} confirmFields={confirmFields} />;
}

/**
 * `POST /settings/security-settings/jwt`: valid settings are first confirmed (a dialog over the page, its button posts
 * them again), then saved; the platform answers a new token pair for the signed-in administrator, which replaces the
 * session's, so changing the signing key does not sign them out.
 */
export function jwtSettingsPost<S extends object>(app: FastifyInstance, page: SettingsFormDef<S>): void {
  app.post(JWT_PATH, { config: { routeId: page.routeId } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { input, errors } = parseForm(JWT_FORM, body);
    if (Object.keys(errors).length > 0) return answerStored(request, reply, page, 400, await jwtCard(request, { input, errors }));
    if (body[CONFIRMED] !== 'true') return answerStored(request, reply, page, 200, await jwtCard(request, { input, confirm: true }));
    const settings = applyForm(JWT_FORM, {} as JwtSettings, input);
    try {
      const tokens = await settingsApi.saveJwtSettings(request.platform, settings);
      storeTokens(request.session, tokens);
    } catch (err) {
      const refusal = refusalOf(request, err);
      if (!refusal) throw err;
      return answerStored(request, reply, page, refusal.status, await jwtCard(request, { input, formError: refusal.message }));
    }
    success(request, request.view().t('admin.jwt.saved'));
    return seeOther(request, reply, page.path);
  });
}
