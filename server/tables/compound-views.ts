import type { FastifyRequest } from 'fastify';
import { TARGET_PICKERS, targetOf, targetParts, type CompoundControl } from '../domain/compound-fields.ts';
import { type FieldDef } from '../domain/entity-form.ts';
import { isRequired } from '../domain/form-validators.ts';
import type { CompoundView } from '../domain/entity-view.ts';
import { entityKeys } from '../platform/api/telemetry-keys.ts';
import { isPlatformError } from '../platform/platform-error.ts';
import { pickerView } from './pickers.ts';
import { subtypes } from './subtypes.ts';

/** The entity type labels of a target field. */
const TYPE_LABELS: Record<string, string> = { DEVICE: 'entity.type-device', ASSET: 'entity.type-asset' };

/** A key list's suggestions: the chosen target's keys; none while no target is chosen or it is gone. */
async function suggestedKeys(request: FastifyRequest, target: string, scope: Extract<CompoundControl, { kind: 'keys' }>['scope']): Promise<string[]> {
  const { type, id } = targetOf(target);
  if (!id) return [];
  try {
    return await entityKeys(request.platform, { entityType: type, id }, scope);
  } catch (err) {
    if (isPlatformError(err, { status: [400, 403, 404] })) return [];
    throw err;
  }
}

/**
 * What a compound field shows besides its input (server/domain/compound-fields.ts): a sub-type's known types, a
 * target's type choices and entity picker, a key list's chips and the target's keys to suggest.
 */
export async function compoundView(
  request: FastifyRequest,
  field: FieldDef & { control: CompoundControl },
  input: Record<string, string | boolean>,
  options: { search?: string; error?: string; readOnly?: boolean },
): Promise<CompoundView> {
  const { t } = request.view();
  const control = field.control;
  const value = typeof input[field.path] === 'string' ? (input[field.path] as string) : '';
  switch (control.kind) {
    case 'subtype':
      return { kind: 'subtype', suggestions: options.readOnly ? [] : await subtypes(request, control.of) };
    case 'datetime':
      return { kind: 'datetime' };
    case 'keys': {
      const target = input[control.target];
      const keys = value === '' ? [] : value.split('\n');
      const suggestions = options.readOnly || typeof target !== 'string' ? [] : await suggestedKeys(request, target, control.scope);
      return { kind: 'keys', keys, suggestions: suggestions.filter((k) => !keys.includes(k)) };
    }
    case 'target': {
      const chosen = targetOf(value);
      const type = (control.types as readonly string[]).includes(chosen.type) ? chosen.type : control.types[0];
      const parts = targetParts(field.path);
      const picker = await pickerView(request, {
        kind: TARGET_PICKERS[type as keyof typeof TARGET_PICKERS],
        name: parts.id,
        label: t(field.label),
        selected: chosen.id ? [chosen.id] : [],
        search: options.search,
        required: isRequired(field),
        error: options.error,
        readOnly: options.readOnly,
      });
      return { kind: 'target', type, types: control.types.map((v) => ({ value: v, label: t(TYPE_LABELS[v]) })), picker: { ...picker, kindFrom: parts.type } };
    }
  }
}
