import { customTranslation } from '../../server/dashboards/state-names.ts';
import { useView } from '../view-context.tsx';

/** Text from the dashboard with its `{i18n:key}` markers in the request's language. */
export function useCustomText(): (value: string) => string {
  const { t } = useView();
  return (value) => customTranslation(value, (key) => t(key, { defaultValue: key }));
}
