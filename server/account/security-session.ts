import type { TwoFactorSetup } from '../domain/two-factor.ts';

declare module 'fastify' {
  interface Session {
    /** A two-factor provider being enabled on the security page, between its steps. */
    twoFactorSetup?: TwoFactorSetup;
    /** Backup codes just generated: shown on the next security page and downloadable until then. */
    backupCodes?: string[];
  }
}
