import { MESSAGE_TYPES } from '../../server/domain/pickers/message-type.ts';
import { useView } from '../view-context.tsx';
import { AutocompleteInput } from './autocomplete-input.tsx';

export interface MessageTypeInputProps {
  id: string;
  name: string;
  value: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

/** The rule-node message type picker: the standard types suggested with their names, any other text taken. */
export function MessageTypeInput({ required = true, ...props }: MessageTypeInputProps) {
  const { t } = useView();
  const suggestions = MESSAGE_TYPES.map(([value, key]) => ({ value, label: t(key) }));
  return <AutocompleteInput {...props} label={t('rulenode.message-type')} required={required} maxLength={255} suggestions={suggestions} />;
}
