import { badRequest } from '../http/api-error.ts';

const MAX_LENGTH = 255;
// Approximates the platform's AntiSamy scan: markup (a tag, comment or declaration) is what it rejects.
const MARKUP = /<\s*[a-zA-Z!/?]/;

/** Bean-validation of @Length(255) and @NoXss string fields; all violations in one 400/31. */
export function validateFields(fields: Record<string, string | null>): void {
  const messages: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) continue;
    if (value.length > MAX_LENGTH) messages.push(`${name} length must be equal or less than ${MAX_LENGTH}`);
    if (MARKUP.test(value)) messages.push(`${name} is malformed`);
  }
  if (messages.length > 0) throw badRequest(`Validation error: ${messages.join(', ')}`);
}

const EMAIL = /^[_A-Za-z0-9-+]+(\.[_A-Za-z0-9-]+)*@[A-Za-z0-9-]+(\.[A-Za-z0-9]+)*(\.[A-Za-z]{2,})$/;

export function validateEmail(email: string): void {
  if (!EMAIL.test(email)) throw badRequest(`Invalid email address format '${email}'!`);
}

/** The platform's StringUtils.isEmpty: null or "" (whitespace-only counts as present). */
export function isEmpty(value: string | null): value is null | '' {
  return value === null || value === '';
}
