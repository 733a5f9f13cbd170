/**
 * The form's default button, first in it: Enter in a field submits the form as its primary button does, not as the
 * first other submit button (a picker's search). Hidden from sight, the tab order and assistive technology; the visible
 * primary button stays the one to use.
 */
export function DefaultSubmit() {
  return <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" />;
}
