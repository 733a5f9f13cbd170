import { RELATION_TYPE_MAX_LENGTH, RELATION_TYPE_SUGGESTIONS } from '../../server/domain/pickers/relation-type.ts';
import { useView } from '../view-context.tsx';
import { AutocompleteInput, type SuggestedFieldProps } from './autocomplete-input.tsx';

/** The relation type autocomplete: Contains and Manages suggested, any text taken, at most 255 characters. */
export function RelationTypeInput({ required = true, ...props }: SuggestedFieldProps) {
  const { t } = useView();
  return (
    <AutocompleteInput {...props} label={props.label ?? t('relation.relation-type')} required={required} maxLength={RELATION_TYPE_MAX_LENGTH} suggestions={RELATION_TYPE_SUGGESTIONS.map((value) => ({ value }))} />
  );
}
