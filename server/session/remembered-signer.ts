import { Signer } from '@fastify/cookie';
import { setWithinBound } from '../limits/bounded-map.ts';

/** Enough for the sessions one replica serves at once; beyond it, the oldest are verified again when they return. */
const MAX_REMEMBERED = 2_000;

export interface CookieSigner {
  sign(value: string): string;
  unsign(signed: string): { valid: boolean; renew: boolean; value: string | null };
}

/**
 * @fastify/cookie's signer (HMAC-SHA256 of the session id), remembering the cookies it found valid: every request of a
 * session checked the same cookie's signature again and then signed the same id again (two HMACs a request). Only
 * cookies that verified are remembered, looked up by the whole signed value (a forged signature never matches one),
 * and with the id they name, so that signing it again is a lookup too. Ids signed for new sessions are not
 * remembered: most are never stored (a visitor who only reads), and they would push out the sessions in use.
 */
export function rememberingSigner(secret: string): CookieSigner {
  const signer = new Signer(secret, 'sha256');
  const idOf = new Map<string, string>();
  const signedOf = new Map<string, string>();
  return {
    sign(value) {
      return signedOf.get(value) ?? signer.sign(value);
    },
    unsign(signed) {
      const known = idOf.get(signed);
      if (known !== undefined) return { valid: true, renew: false, value: known };
      const result = signer.unsign(signed);
      if (result.valid && !result.renew && result.value !== null) {
        setWithinBound(idOf, signed, result.value, MAX_REMEMBERED);
        setWithinBound(signedOf, result.value, signed, MAX_REMEMBERED);
      }
      return result;
    },
  };
}
