import { Dialog, useDialogLabels } from '../../dialogs/dialog.tsx';
import { CsrfField } from '../../form-parts.tsx';
import { SpinnerButton } from '../spinner-button.tsx';
import { useView } from '../../view-context.tsx';

export interface IconPickerDialogProps {
  id: string;
  /** Where a chosen icon posts (as `name`). */
  action: string;
  /** The dialog's own address (a GET form: `q`, `all`); the page keeps its other parameters in `keep`. */
  searchAction: string;
  keep?: Record<string, string>;
  /** Where Cancel leads: the page without the dialog, nothing chosen. */
  cancelHref: string;
  name: string;
  /** The current icon, highlighted. */
  value: string | null;
  /** What `pickerIcons` chose for the query and the toggle. */
  icons: readonly string[];
  all: boolean;
  query: string;
}

/**
 * The material icon picker (widgets spec §2), at its own address: the 40 common icons, or with 'show all' every
 * icon of the self-hosted set, searched by name (a GET form, so the list is the server's answer for the query; with
 * htmx it answers while typing or toggling, 150 ms after the last change, the search button's spinner shown while the
 * list comes, and the address follows; the toggle stays enabled, since disabling it would take a keyboard user's focus
 * away). Each
 * icon is a submit button: choosing one closes the dialog and returns its name; Cancel returns nothing. The icons come
 * from a sprite of their own, loaded by this dialog only (the console's sprite keeps its own icons).
 */
export function IconPickerDialog({ id, action, searchAction, keep = {}, cancelHref, name, value, icons, all, query }: IconPickerDialogProps) {
  const { t, asset } = useView();
  const labels = useDialogLabels();
  const sprite = asset('material-icons.svg');
  const gridId = `${id}-grid`;
  return (
    <Dialog id={id} title={t('icon.select-icon')} open actions={<a className="button" href={cancelHref}>{labels.cancel}</a>}>
      <form method="get" action={searchAction} className="icon-picker-search" role="search" hx-get={searchAction} hx-trigger="submit, input delay:150ms"
        hx-target={`#${gridId}`} hx-select={`#${gridId}`} hx-swap="outerHTML" hx-push-url="true">
        {Object.entries(keep).map(([key, v]) => <input key={key} type="hidden" name={key} value={v} />)}
        <div className="form-field">
          <label htmlFor={`${id}-query`}>{t('icon.search')}</label>
          <input type="search" id={`${id}-query`} name="q" defaultValue={query} autoComplete="off" />
        </div>
        <label className="check-field">
          <input type="checkbox" name="all" value="true" defaultChecked={all} className="icon-picker-toggle" />
          <span>{t('icon.show-all')}</span>
        </label>
        <SpinnerButton className="button">{t('action.search')}</SpinnerButton>
      </form>
      <form method="post" action={action} className="icon-picker-grid" id={gridId} aria-label={t('icon.icons')}>
        <CsrfField />
        {icons.length === 0 && <p role="status">{t('icon.no-icons-found', { iconSearch: query })}</p>}
        {icons.map((icon) => (
          <button key={icon} type="submit" name={name} value={icon} className="icon-button icon-choice" title={icon} aria-label={icon} aria-pressed={icon === value}>
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><use href={`${sprite}#${icon}`} /></svg>
          </button>
        ))}
      </form>
    </Dialog>
  );
}
