import type { SchemaField } from '../../server/domain/schema-form/schema-types.ts';
import { readOnlyFields, SCHEMA_BASE, type schemaStates } from '../../server/gallery/schema-form-sample.ts';
import { GalleryPostForm } from './form-parts-sections.tsx';
import { SchemaForm } from '../parts/schema-form/schema-form.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';

/** The JSON schema form in its states; the empty one posts to the server, which checks it with the schema's rules. */
export function SchemaFormSection({ fields, states }: { fields: readonly SchemaField[]; states: ReturnType<typeof schemaStates> }) {
  const { t } = useView();
  const { empty } = states;
  return (
    <GallerySection part="schema-form" title={t('gallery.schema-form')}>
      <GalleryState part="schema-form" state="empty">
        <GalleryPostForm part="schema" fragment="schema-form" saved={empty.saved}>
          <SchemaForm fields={fields} input={empty.input} errors={empty.errors} base={SCHEMA_BASE} />
        </GalleryPostForm>
      </GalleryState>
      <GalleryState part="schema-form" state="filled"><SchemaForm fields={fields} input={states.filled} errors={{}} base="schemaFilled" /></GalleryState>
      <GalleryState part="schema-form" state="invalid"><SchemaForm fields={fields} input={states.invalid.input} errors={states.invalid.errors} base="schemaInvalid" /></GalleryState>
      <GalleryState part="schema-form" state="disabled"><SchemaForm fields={fields} input={states.disabled} errors={{}} base="schemaDisabled" disabled /></GalleryState>
      <GalleryState part="schema-form" state="read-only"><SchemaForm fields={readOnlyFields(fields)} input={states.readOnly} errors={{}} base="schemaReadOnly" /></GalleryState>
    </GallerySection>
  );
}
