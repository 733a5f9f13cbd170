import { MESSAGE_TYPES } from '../../server/domain/pickers/message-type.ts';
import { useView } from '../view-context.tsx';
import { AutocompleteInput, type SuggestedFieldProps } from './autocomplete-input.tsx';

/** The rule-node message type picker: the standard types suggested with their names, any other text taken. */
export function MessageTypeInput({ required = true, ...props }: SuggestedFieldProps) {
  const { t } = useView();
  const suggestions = MESSAGE_TYPES.map(([value, key]) => ({ value, label: t(key) }));
  return <AutocompleteInput {...props} label={props.label ?? t('rulenode.message-type')} required={required} maxLength={255} suggestions={suggestions} />;
}
