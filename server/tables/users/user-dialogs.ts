import type { FastifyRequest } from 'fastify';
import { pagePath } from '../../domain/entity-address.ts';
import { usersApi } from '../../platform/api/users.ts';
import { startSession } from '../../auth/start-session.ts';
import { deleteDialog } from '../dialogs/kind-dialogs.ts';
import { applyEach } from '../dialogs/apply-each.ts';
import { refuseFirst } from '../dialogs/refuse-first.ts';
import type { DialogContent, DialogContext, DialogResult, EntityDialog, RowAction, TableAction } from '../entity-table.ts';
import { credentialsEnabled, type UserEntity } from './user-kind.ts';
import { addUserDialog } from './add-user-dialog.ts';

const isTenantAdmin = (user: UserEntity) => user.authority === 'TENANT_ADMIN';

/** The user table's buttons (console-map §3.4); the account's buttons are the details header's only. */
export const USER_ACTIONS = {
  loginAs: {
    dialog: 'login-as', label: 'user.login-as-customer-user', icon: 'mdi:login',
    labelOf: (u) => (isTenantAdmin(u) ? 'user.login-as-tenant-admin' : 'user.login-as-customer-user'),
    enabled: () => true,
    offered: (sight) => sight.place.facts?.userTokenAccessEnabled === true,
  },
  disable: { dialog: 'disable', label: 'user.disable-account', icon: 'block', enabled: (u) => credentialsEnabled(u), detailsOnly: true },
  enable: { dialog: 'enable', label: 'user.enable-account', icon: 'done', enabled: (u) => !credentialsEnabled(u), detailsOnly: true },
  activationLink: { dialog: 'activation-link', label: 'user.display-activation-link', icon: 'link', enabled: (u) => !credentialsEnabled(u), detailsOnly: true },
  resend: { dialog: 'resend-activation', label: 'user.resend-activation', icon: 'mail', enabled: (u) => !credentialsEnabled(u), detailsOnly: true },
  delete: { dialog: 'delete', label: 'action.delete', headerLabel: 'user.delete', icon: 'delete', enabled: (u, sight) => u.id.id !== sight.userId },
} satisfies Record<string, RowAction<UserEntity>>;

export const USER_GROUP_ACTIONS = {
  delete: { dialog: 'delete', label: 'action.delete', icon: 'delete' },
} satisfies Record<string, TableAction>;

export const USER_ADD_ACTIONS = {
  add: { dialog: 'add', label: 'user.add', icon: 'add' },
} satisfies Record<string, TableAction>;

/** Where an account action leads: back to the page with its toast, or on to another address (signed in as the user). */
type AccountOutcome = { leave: string } | undefined;

/**
 * A one-user action asked for first (its title the action, its text naming the user); a platform refusal shows on the
 * dialog, else its toast.
 */
function accountDialog(spec: { title: string; text: string; toast: string; apply(request: FastifyRequest, user: UserEntity): Promise<AccountOutcome | void> }): EntityDialog<UserEntity> {
  const content = async (ctx: DialogContext<UserEntity>, user: UserEntity): Promise<DialogContent> => {
    const { t } = ctx.request.view();
    return { kind: 'confirm', title: t(spec.title), text: t(spec.text, { email: user.email }), submitLabel: t('action.yes'), cancelLabel: t('action.no') };
  };
  return {
    about: 'entities',
    view: async (ctx) => content(ctx, await ctx.table.kind.load(ctx.request.platform, ctx.ids[0])),
    async submit(ctx): Promise<DialogResult> {
      const user = await ctx.table.kind.load(ctx.request.platform, ctx.ids[0]);
      let leads: AccountOutcome;
      const outcome = await applyEach(ctx.request, [user.id.id], async () => {
        leads = (await spec.apply(ctx.request, user)) ?? undefined;
      });
      if (outcome.first) return { kind: 'invalid', content: { ...(await content(ctx, user)), formError: outcome.first.message }, status: outcome.first.status };
      const message = ctx.request.view().t(spec.toast, { email: user.email });
      return leads ? { kind: 'leave', path: leads.leave, message } : { kind: 'done', message };
    },
  };
}

/** The activation-link dialog (§4.8): the console's own address of the platform's link, to copy. */
const activationLinkDialog: EntityDialog<UserEntity> = {
  about: 'entities',
  async view(ctx) {
    const { t, url } = ctx.request.view();
    const link = await usersApi.getActivationLink(ctx.request.platform, ctx.ids[0]);
    const token = new URL(link, 'http://platform.invalid').searchParams.get('activateToken');
    const own = token ? `${ctx.request.protocol}://${ctx.request.host}${url('/login/createPassword', { activateToken: token })}` : link;
    return { kind: 'link', title: t('user.activation-link'), text: t('user.activation-link-text'), link: own, linkLabel: t('user.activation-link'), copyLabel: t('user.copy-activation-link'), submitLabel: t('action.ok') };
  },
  submit: async (ctx) => ({ kind: 'leave', path: pagePath(ctx.page) }),
};

const deleteUsers = deleteDialog<UserEntity>(
  { label: 'user.delete', title: 'user.delete-user-title', text: 'user.delete-user-text', manyTitle: 'user.delete-users-title', manyText: 'user.delete-users-text', nameParam: 'userEmail' },
  (request, id) => usersApi.deleteUser(request.platform, id),
);

/** The signed-in user is not deleted from the console, whatever the address asks. */
const deleteOthers = refuseFirst(deleteUsers, (ctx) => (ctx.ids.includes(ctx.request.session.user?.id ?? '') ? 'user.delete-self-forbidden' : undefined));

/** Signing the console session in as the user (the platform's user-token call in `usersApi`), landing where they would. */
const loginAsDialog = accountDialog({
  title: 'user.login-as-user',
  text: 'user.login-as-user-text',
  toast: 'user.signed-in-as',
  apply: async (request, user) => ({ leave: await startSession(request, await usersApi.getUserToken(request.platform, user.id.id)) }),
});

export const USER_DIALOGS = {
  disable: accountDialog({
    title: 'user.disable-account', text: 'user.disable-account-text', toast: 'user.disable-account-message',
    apply: (request, user) => usersApi.setUserCredentialsEnabled(request.platform, user.id.id, false),
  }),
  enable: accountDialog({
    title: 'user.enable-account', text: 'user.enable-account-text', toast: 'user.enable-account-message',
    apply: (request, user) => usersApi.setUserCredentialsEnabled(request.platform, user.id.id, true),
  }),
  resend: accountDialog({
    title: 'user.resend-activation', text: 'user.resend-activation-text', toast: 'user.activation-email-sent-message',
    apply: (request, user) => usersApi.sendActivationMail(request.platform, user.email),
  }),
  activationLink: activationLinkDialog,
  loginAs: loginAsDialog,
  delete: deleteOthers,
  add: addUserDialog,
};
