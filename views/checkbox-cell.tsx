import { iconContent } from './icon.tsx';
import type { ViewContext } from './view-context.tsx';

/** Boolean columns render as a check-box icon, as in the upstream console (the content of the cell). */
export function checkboxContent(view: ViewContext, checked: boolean): { __html: string } {
  return iconContent(view, checked ? 'check_box' : 'check_box_outline_blank', view.t(checked ? 'common.yes' : 'common.no'));
}
