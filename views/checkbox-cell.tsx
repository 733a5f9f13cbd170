import { Icon } from './icon.tsx';
import { useView } from './view-context.tsx';

/** Boolean columns render as a check-box icon, as in the upstream console. */
export function CheckboxCell({ checked }: { checked: boolean }) {
  const { t } = useView();
  return <Icon name={checked ? 'check_box' : 'check_box_outline_blank'} label={t(checked ? 'common.yes' : 'common.no')} />;
}
