import { pagePath } from '../../domain/entity-address.ts';
import { type FieldErrors, type FormDef, type FormInput } from '../../domain/entity-form.ts';
import { applyForm, formInputOf, parseForm } from '../../domain/form-input.ts';
import { usersApi } from '../../platform/api/users.ts';
import type { PlatformUser } from '../../platform/types/user.ts';
import { formView, pickerSearches } from '../form-view.ts';
import { refusalOf } from '../refusal.ts';
import type { DialogContent, DialogContext, EntityDialog, ListScope } from '../entity-table.ts';
import type { UserEntity } from './user-kind.ts';

const NULL_ID = '13814000-1dd2-11b2-8080-808080808080';
export const ACTIVATION_METHOD = 'activationMethod';
const DISPLAY_LINK = 'DISPLAY_ACTIVATION_LINK';
const SEND_MAIL = 'SEND_ACTIVATION_MAIL';

/** The add-user form (§4.8): the user form without the default dashboard, and how the user is activated. */
function addForm(ctx: DialogContext<UserEntity>): FormDef {
  const fields = ctx.table.kind.form.fields.filter((f) => !f.path.startsWith('additionalInfo.defaultDashboard'));
  const method = {
    path: ACTIVATION_METHOD,
    label: 'user.activation-method',
    control: {
      kind: 'select' as const,
      options: [
        { value: DISPLAY_LINK, label: 'user.display-activation-link' },
        { value: SEND_MAIL, label: 'user.send-activation-mail' },
      ],
    },
    validators: [{ rule: 'required' as const, message: 'user.activation-method' }],
  };
  return { fields: [...fields, method] };
}

/** Whose user it is: a customer's user, or a tenant's administrator (the list's place says which). */
function owner(place: ListScope): Partial<PlatformUser> {
  if (place.customerId) return { authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: place.customerId } };
  return { authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: place.tenantId! }, customerId: { entityType: 'CUSTOMER', id: NULL_ID } };
}

async function content(ctx: DialogContext<UserEntity>, input: FormInput, extra: { errors?: FieldErrors; formError?: string } = {}): Promise<DialogContent> {
  const { t } = ctx.request.view();
  const def = addForm(ctx);
  const form = await formView(ctx.request, def, input, { errors: extra.errors, searches: pickerSearches(def, ctx.query), owners: { place: ctx.place.customerId ?? ctx.place.tenantId } });
  return { kind: 'form', title: t('user.add'), form, submitLabel: t('action.add'), formError: extra.formError };
}

/** The add-user dialog: saved, then the activation link shown (its own dialog over the list) or the mail sent. */
export const addUserDialog: EntityDialog<UserEntity> = {
  about: 'none',
  async view(ctx) {
    const def = addForm(ctx);
    const typed = def.fields.some((f) => f.path in ctx.query);
    const input = typed ? parseForm(def, ctx.query).input : { ...formInputOf(def, null), [ACTIVATION_METHOD]: DISPLAY_LINK };
    return content(ctx, input);
  },
  async submit(ctx, body) {
    const { t } = ctx.request.view();
    const def = addForm(ctx);
    const { input, errors } = parseForm(def, body);
    const method = input[ACTIVATION_METHOD];
    if (method !== DISPLAY_LINK && method !== SEND_MAIL) errors[ACTIVATION_METHOD] = 'user.activation-method';
    if (Object.keys(errors).length > 0) return { kind: 'invalid', content: await content(ctx, input, { errors }), status: 400 };
    const { [ACTIVATION_METHOD]: _method, ...user } = applyForm(def, owner(ctx.place) as Record<string, unknown>, input);
    let saved: PlatformUser;
    try {
      saved = await usersApi.saveUser(ctx.request.platform, user as PlatformUser, method === SEND_MAIL);
    } catch (err) {
      const refusal = refusalOf(ctx.request, err);
      if (!refusal) throw err;
      return { kind: 'invalid', content: await content(ctx, input, { formError: refusal.message }), status: refusal.status };
    }
    const message = t('entity.action-done', { action: t('user.add'), count: 1 });
    if (method === SEND_MAIL) return { kind: 'done', message };
    return { kind: 'leave', path: pagePath(ctx.page, { dialog: 'activation-link', ids: [saved.id.id] }), message };
  },
};
