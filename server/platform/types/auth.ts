import type { TokenPair } from '../tokens.ts';

/** The answer of a sign-in (password, public link, activation, reset, second factor): the tokens and their scope. */
export interface LoginResponse extends TokenPair {
  /** `PRE_VERIFICATION_TOKEN` when a second factor is still needed. */
  scope: string | null;
}

/** The platform's password policy (contract 2.9); null members are not enforced. */
export interface PasswordPolicy {
  minimumLength?: number | null;
  minimumUppercaseLetters?: number | null;
  minimumLowercaseLetters?: number | null;
  minimumDigits?: number | null;
  minimumSpecialCharacters?: number | null;
  allowWhitespaces?: boolean | null;
}

/** An external sign-in (OAuth2) client the sign-in page links to. */
export interface OAuth2ClientInfo {
  name: string;
  icon?: string;
  url: string;
}
