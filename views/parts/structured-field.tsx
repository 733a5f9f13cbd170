import type { ReactNode } from 'react';
import type { FieldDef } from '../../server/domain/entity-form.ts';
import type { FormView } from '../../server/domain/entity-view.ts';
import { Lwm2mBootstrap } from '../profiles/lwm2m-bootstrap.tsx';
import { AlarmRulesField } from '../profiles/alarm-rules-field.tsx';
import { ImageInput } from './image-input.tsx';
import { Lwm2mObjects } from '../profiles/lwm2m-objects.tsx';
import { SnmpConfigs } from '../profiles/snmp-configs.tsx';

type StructuredView = (props: { path: string; value: string; errors: Record<string, string>; disabled: boolean; offer: unknown; label: string }) => ReactNode;

/** The views of the structured editors, by their `view` name (`StructuredEditor.view`). */
const VIEWS: Record<string, StructuredView> = {
  snmpConfigs: SnmpConfigs,
  lwm2mObjects: Lwm2mObjects,
  lwm2mBootstrap: Lwm2mBootstrap,
  imageInput: ImageInput,
  alarmRules: AlarmRulesField,
};

/** A structured field: its editor's own inputs, named by the JSON paths of its members. */
export function StructuredField({ field, form }: { field: FieldDef; form: FormView }) {
  if (field.control.kind !== 'structured') return null;
  const View = VIEWS[field.control.editor.view];
  const value = form.input[field.path];
  return <View path={field.path} value={typeof value === 'string' ? value : ''} errors={form.errors} disabled={form.disabled} offer={form.offers?.[field.path]} label={field.label} />;
}
