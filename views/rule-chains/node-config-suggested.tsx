import { addedTypesField } from '../../server/domain/node-config-suggested.ts';
import { MESSAGE_TYPES } from '../../server/domain/pickers/message-type.ts';
import type { ConfigField } from '../../server/domain/node-config-form.ts';
import { ChipList } from '../parts/chip-list.tsx';
import { useView } from '../view-context.tsx';
import { MessageTypeInput } from '../parts/message-type-input.tsx';
import { RelationTypeInput } from '../parts/relation-type-input.tsx';

const MESSAGE_TYPE_VALUES = MESSAGE_TYPES.map(([value]) => value);

/**
 * A configuration member upstream edits with a suggesting control (server/domain/node-config-suggested.ts): the shared
 * relation type or message type autocomplete, or the message types as chips with the standard ones suggested.
 */
export function SuggestedConfigControl({ field, id, name, label, value, error }: { field: ConfigField & { suggested: NonNullable<ConfigField['suggested']> }; id: string; name: string; label: string; value: string | string[] | boolean | undefined; error?: string }) {
  const { t } = useView();
  const { kind, required } = field.suggested;
  if (kind === 'messageTypes') {
    return <ChipList id={id} name={name} addName={addedTypesField(name)} legend={label} addLabel={t('rulenode.add-message-types')} keys={Array.isArray(value) ? value : []} suggestions={MESSAGE_TYPE_VALUES} error={error} />;
  }
  const props = { id, name, label, value: typeof value === 'string' ? value : '', required, error };
  return kind === 'relationType' ? <RelationTypeInput {...props} /> : <MessageTypeInput {...props} />;
}
