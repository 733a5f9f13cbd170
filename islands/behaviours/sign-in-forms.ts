import { enablePasswordToggles } from './password-toggle.ts';
import { enableSubmitOnce } from './submit-once.ts';
import { enableSubmitWhenValid } from './valid-submit.ts';
import { enableCountdowns } from './countdown.ts';

/** The sign-in pages' enhancements; each form works without them. */
export function enableSignInForms(root: Document): void {
  enablePasswordToggles(root);
  enableSubmitOnce(root);
  enableSubmitWhenValid(root);
  enableCountdowns(root);
}
