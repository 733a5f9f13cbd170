import type { EmulatorContext } from '../context.ts';
import { general } from '../http/api-error.ts';
import { isObject } from '../lib/json.ts';

/**
 * The emulator's mail and SMS "delivery": every message lands in the outbox table. Mail fails like an
 * unreachable server when the mail settings name no SMTP host, so flows that roll back on mail errors
 * can be exercised.
 */
export interface MailContent {
  template: string;
  subject: string;
  body: string;
}

function mailSettings(ctx: EmulatorContext): Record<string, unknown> {
  const stored = ctx.stores.settings.get('mail');
  return isObject(stored) ? stored : {};
}

export function sendMail(ctx: EmulatorContext, to: string, content: MailContent, settings = mailSettings(ctx)): void {
  const host = typeof settings.smtpHost === 'string' ? settings.smtpHost.trim() : '';
  if (host === '') throw general('Unable to send mail: Mail server host is not configured');
  const from = typeof settings.mailFrom === 'string' ? settings.mailFrom : null;
  ctx.stores.outbox.add({ channel: 'EMAIL', template: content.template, from, to, subject: content.subject, body: content.body });
}

export function sendSms(ctx: EmulatorContext, to: string, template: string, body: string): void {
  const sms = ctx.stores.settings.get('sms');
  const from = isObject(sms) && typeof sms.numberFrom === 'string' ? sms.numberFrom : null;
  ctx.stores.outbox.add({ channel: 'SMS', template, from, to, subject: null, body });
}

/** The messages the platform mails, worded for the emulator. */
export const mails = {
  activation: (link: string): MailContent => ({
    template: 'ACTIVATION',
    subject: 'Activate your account',
    body: `An account was created for you. Set your password to activate it:\n${link}\n`,
  }),
  accountActivated: (loginLink: string): MailContent => ({
    template: 'ACCOUNT_ACTIVATED',
    subject: 'Your account is active',
    body: `Your account is now active. Sign in at:\n${loginLink}\n`,
  }),
  resetPassword: (link: string): MailContent => ({
    template: 'RESET_PASSWORD',
    subject: 'Password reset',
    body: `Someone asked to reset the password of this account. To choose a new password, open:\n${link}\n`,
  }),
  passwordWasReset: (loginLink: string): MailContent => ({
    template: 'PASSWORD_WAS_RESET',
    subject: 'Your password was changed',
    body: `The password of your account was reset. Sign in at:\n${loginLink}\n`,
  }),
  verificationCode: (code: string, lifetimeSec: number): MailContent => ({
    template: 'TWO_FA_CODE',
    subject: 'Your verification code',
    body: `Verification code: ${code}\nIt is valid for ${lifetimeSec} seconds.\n`,
  }),
  lockout: (email: string, attempts: number): MailContent => ({
    template: 'LOCKOUT',
    subject: 'User account locked',
    body: `The account ${email} was locked after ${attempts} failed sign-in attempts.\n`,
  }),
  test: (): MailContent => ({
    template: 'TEST',
    subject: 'Test message',
    body: 'This message confirms that the outgoing mail settings work.\n',
  }),
};
