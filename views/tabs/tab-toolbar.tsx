import type { ReactNode } from 'react';
import { useDialogLabels } from '../dialogs/dialog.tsx';
import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { partLink } from '../entity/action-button.tsx';
import { PAGE_REGION } from '../entity/list-page.tsx';

/** A select of a tab's toolbar (scope, status, direction, type, branch): changing it reloads the tab. */
export function ToolbarSelect({ label, name, value, options }: { label: string; name: string; value: string; options: { value: string; label: string }[] }) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A tab's toolbar: a GET form to the tab (its selects and search; with htmx a change swaps the page region), the
 * members it keeps as hidden fields, and the add button beside it.
 */
export function TabToolbar({ action, keep = {}, search, add, children }: { action: string; keep?: Record<string, string>; search?: { label: string; value: string }; add?: { href: string; label: string }; children?: ReactNode }) {
  const { t } = useView();
  return (
    <form method="get" action={action} className="tab-toolbar" hx-get={action} hx-target={`#${PAGE_REGION}`} hx-swap="outerHTML" hx-push-url="true" hx-trigger="change, submit">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {search && (
        <label>
          {search.label}
          <input type="search" name="textSearch" defaultValue={search.value} />
        </label>
      )}
      <button type="submit" className="button">
        <Icon name="search" />
        {t('action.search')}
      </button>
      {add && (
        <a className="icon-button" title={add.label} aria-label={add.label} {...partLink(add.href, 'page')}>
          <Icon name="add" />
        </a>
      )}
    </form>
  );
}

/** A tab dialog's buttons: Cancel back to the tab, and the submit button of its form. */
export function DialogButtons({ cancelHref, formId, submitLabel }: { cancelHref: string; formId: string; submitLabel: string }) {
  const labels = useDialogLabels();
  return (
    <>
      <a className="button" {...partLink(cancelHref, 'page')}>
        {labels.cancel}
      </a>
      <button type="submit" form={formId} className="button primary">
        {submitLabel}
      </button>
    </>
  );
}

/** A row's icon link (edit, delete, details, compare, restore) that swaps the page region. */
export function RowLink({ href, label, icon }: { href: string; label: string; icon: string }) {
  return (
    <a className="icon-button" title={label} aria-label={label} {...partLink(href, 'page')}>
      <Icon name={icon} />
    </a>
  );
}

/** The selection's delete button (attributes, time series): submits the table's form with the checked keys. */
export function SelectionDelete({ dialog, label }: { dialog: string; label: string }) {
  const { t } = useView();
  return (
    <div className="group-actions" role="group" aria-label={t('entity.group-actions')}>
      <button type="submit" className="icon-button" name="dialog" value={dialog} title={label} aria-label={label}>
        <Icon name="delete" />
      </button>
    </div>
  );
}

/** A dialog's only button: Close, back to the tab. */
export function CloseButton({ href }: { href: string }) {
  const { t } = useView();
  return (
    <a className="button" {...partLink(href, 'page')}>
      {t('action.close')}
    </a>
  );
}
