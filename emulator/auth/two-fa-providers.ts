import type { EmulatorContext } from '../context.ts';
import { activeConfigs } from './two-fa-accounts.ts';
import { platformTwoFaSettings } from './two-fa-settings.ts';

/** Keeps the first two and last two characters of a range visible; short ranges are masked whole. */
export function obfuscate(text: string): string {
  if (text.length <= 4) return '*'.repeat(text.length);
  return text.slice(0, 2) + '*'.repeat(text.length - 4) + text.slice(-2);
}

function contact(config: Record<string, unknown>): string | null {
  if (config.providerType === 'EMAIL' && typeof config.email === 'string') {
    const at = config.email.indexOf('@');
    return at < 0 ? obfuscate(config.email) : obfuscate(config.email.slice(0, at)) + config.email.slice(at);
  }
  if (config.providerType === 'SMS' && typeof config.phoneNumber === 'string') {
    const phone = config.phoneNumber;
    return phone.startsWith('+') ? '+' + obfuscate(phone.slice(1)) : obfuscate(phone);
  }
  return null;
}

/** The provider list a pre-verified user chooses from, default first. */
export function providerInfos(ctx: EmulatorContext, userId: string) {
  const period = platformTwoFaSettings(ctx.stores.settings)?.minVerificationCodeSendPeriod ?? null;
  const configs = Object.values(activeConfigs(ctx, userId));
  const sorted = [...configs.filter((config) => config.useByDefault), ...configs.filter((config) => !config.useByDefault)];
  return sorted.map((config) => ({
    type: config.providerType,
    default: config.useByDefault,
    contact: contact(config),
    minVerificationCodeSendPeriod: period,
  }));
}
