import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JwtSettingsCard } from '../../views/settings/jwt-settings-card.tsx';
import { type FieldErrors, type FormDef, type FormInput } from '../domain/entity-form.ts';
import { applyForm, formInputOf, parseForm } from '../domain/form-input.ts';
import { settingsApi } from '../platform/api/settings.ts';
import type { JwtSettings } from '../platform/types/settings.ts';
import { storeTokens } from '../session/console-session.ts';
import { formView } from '../tables/form-view.ts';
import { seeOther } from '../tables/entity-posts.ts';
import { answerStored, type SettingsDialog, type SettingsFormDef } from './settings-form.tsx';

export const JWT_PATH = '/settings/security-settings/jwt';

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

/** The JWT card as the page shows it: the stored settings, or the input with its messages. */
export async function jwtCard(request: FastifyRequest, state?: { input: FormInput; errors?: FieldErrors }) {
  const input = state?.input ?? (await storedInput(request));
  const form = await formView(request, JWT_FORM, input, { errors: state?.errors });
  return <JwtSettingsCard action={JWT_PATH} form={form} />;
}

async function storedInput(request: FastifyRequest): Promise<FormInput> {
  return formInputOf(JWT_FORM, await settingsApi.getJwtSettings(request.platform));
}

/**
 * The confirmation at `/settings/security-settings?dialog=jwt`: the settings typed on the card (or the stored ones,
 * opened directly), saved by its button; the platform answers a new token pair for the signed-in administrator, which
 * replaces the session's, so changing the signing key does not sign them out.
 */
export const JWT_DIALOG: SettingsDialog = {
  label: 'admin.jwt.save-jwt-settings-title',
  title: 'admin.jwt.save-jwt-settings-title',
  text: 'admin.jwt.save-jwt-settings-text',
  submit: 'action.save',
  done: 'admin.jwt.saved',
  form: JWT_FORM,
  linked: false,
  input: async (request) => request.session.jwtSettingsDraft ?? (await storedInput(request)),
  // Cancel (a link to the page) or leaving the dialog otherwise: the typed settings are not kept for later.
  leave(request) {
    if (request.session.jwtSettingsDraft) request.session.jwtSettingsDraft = undefined;
  },
  async run(request, input) {
    const tokens = await settingsApi.saveJwtSettings(request.platform, applyForm(JWT_FORM, {} as JwtSettings, input));
    storeTokens(request.session, tokens);
    request.session.jwtSettingsDraft = undefined;
  },
};

/** `POST /settings/security-settings/jwt`: the card's settings, checked, then confirmed in their dialog (`?dialog=jwt`). */
export function jwtSettingsPost<S extends object>(app: FastifyInstance, page: SettingsFormDef<S>): void {
  app.post(JWT_PATH, { config: { routeId: page.routeId } }, async (request, reply) => {
    const { input, errors } = parseForm(JWT_FORM, (request.body ?? {}) as Record<string, unknown>);
    if (Object.keys(errors).length > 0) return answerStored(request, reply, page, 400, await jwtCard(request, { input, errors }));
    request.session.jwtSettingsDraft = input;
    return seeOther(request, reply, `${page.path}?dialog=jwt`);
  });
}
