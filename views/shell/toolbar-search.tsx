import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';

/** A page that supports search names the GET form its `textSearch` belongs to. */
export interface ToolbarSearch {
  /** id of the page's form; the field joins it through the `form` attribute. */
  form: string;
  /** Translated label, e.g. "Search devices". */
  label: string;
  value: string;
}

export const TOOLBAR_SEARCH_ID = 'toolbar-search';

/**
 * The toolbar's search field. It belongs to the page's form, so Enter submits that form without
 * JavaScript; the form's htmx trigger listens to its input events for live search.
 */
export function ToolbarSearchField({ search }: { search: ToolbarSearch }) {
  const { t } = useView();
  return (
    <div className="toolbar-search" role="search" aria-label={search.label}>
      <Icon name="search" />
      <input
        id={TOOLBAR_SEARCH_ID}
        type="search"
        name="textSearch"
        form={search.form}
        defaultValue={search.value}
        aria-label={search.label}
        placeholder={t('action.search')}
        maxLength={255}
        autoComplete="off"
      />
    </div>
  );
}
