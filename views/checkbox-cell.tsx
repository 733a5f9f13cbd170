import { Icon } from './icon.tsx';
import { markupCache } from './markup-cache.tsx';
import { useView, type ViewContext } from './view-context.tsx';

// Two icons per language: kept by their own short keys, so that a list's boolean cells (two a row) ask without
// building a key from the icon's name and translated label and without a closure each.
const boxes = markupCache();
function CheckBoxIcon({ checked }: { checked: boolean }) {
  const { t } = useView();
  return <Icon name={checked ? 'check_box' : 'check_box_outline_blank'} label={t(checked ? 'common.yes' : 'common.no')} />;
}
const checkedIcon = () => <CheckBoxIcon checked />, uncheckedIcon = () => <CheckBoxIcon checked={false} />;

/** Boolean columns render as a check-box icon, as in the upstream console (the content of the cell). */
export function checkboxContent(view: ViewContext, checked: boolean): { __html: string } {
  return { __html: checked ? boxes(view, 'checked', checkedIcon) : boxes(view, 'unchecked', uncheckedIcon) };
}
