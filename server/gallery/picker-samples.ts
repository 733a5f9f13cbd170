import type { FastifyRequest } from 'fastify';
import type { PickerKind } from '../domain/entity-form.ts';
import type { PickerView } from '../domain/entity-view.ts';
import { pickerChoices, pickerView } from '../tables/pickers.ts';

/** The pickers the gallery shows, by their fragment: the kind of entity, its label, its required text; a list or one. */
export const GALLERY_PICKERS = {
  'entity-picker': { kind: 'devices', label: 'entity.type-device', required: 'device.device-required' },
  'entity-list-picker': { kind: 'devices', label: 'device.devices', required: 'entity.entity-list-empty', list: true },
  'customer-picker': { kind: 'customers', label: 'customer.customer', required: 'customer.customer-required' },
  'dashboard-picker': { kind: 'dashboards', label: 'entity.type-dashboard', required: 'dashboard.dashboard-required' },
  'ota-package-picker': { kind: 'firmware', label: 'ota-update.types.firmware', required: 'ota-update.firmware-required' },
  'queue-picker': { kind: 'queues', label: 'entity.type-queue', required: 'queue.queue-required' },
  'widgets-bundle-picker': { kind: 'widgetsBundles', label: 'entity.type-widgets-bundle', required: 'widgets-bundle.widgets-bundle-required' },
} as const satisfies Record<string, { kind: PickerKind; label: string; required: string; list?: boolean }>;

export type GalleryPickerPart = keyof typeof GALLERY_PICKERS;
/** A picker in the states it is shown in; disabled is drawn disabled. */
export type PickerStates = { empty: PickerView; filled: PickerView; invalid: PickerView; disabled: PickerView };

/**
 * Each gallery picker over the tenant's own entities (the platform's first page, as forms show them): nothing
 * chosen, the first choice chosen, required with nothing chosen (its required text), and disabled with a choice. The OTA packages are the
 * first device profile's. `searches` holds what a picker's search field sent without JavaScript, by the picker's name.
 */
export async function galleryPickers(request: FastifyRequest, searches: Record<string, string> = {}): Promise<Record<GalleryPickerPart, PickerStates>> {
  const t = request.view().t;
  const profile = (await pickerChoices(request, 'deviceProfiles', '')).options[0]?.value;
  const entries = await Promise.all(Object.entries(GALLERY_PICKERS).map(async ([part, def]) => {
    const owner = def.kind === 'firmware' ? profile : undefined;
    const base = { kind: def.kind, label: t(def.label), owner };
    // Field names are JSON paths (the console's search takes no hyphens): `queuePicker.empty`.
    const field = part.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    const named = (state: string) => ({ name: `${field}.${state}`, search: searches[`${field}.${state}`] });
    const empty = await pickerView(request, { ...base, ...named('empty'), selected: [], required: false, emptyLabel: '' });
    const all = empty.search ? await pickerChoices(request, def.kind, '', owner) : empty;
    const first = all.options.slice(0, 'list' in def ? 2 : 1).map((o) => o.value);
    const filled = await pickerView(request, { ...base, ...named('filled'), selected: first, required: true });
    const invalid = await pickerView(request, { ...base, ...named('invalid'), selected: [], required: true, error: t(def.required) });
    const disabled = await pickerView(request, { ...base, name: `${field}.disabled`, selected: first, required: true });
    return [part, { empty, filled, invalid, disabled }] as const;
  }));
  return Object.fromEntries(entries) as Record<GalleryPickerPart, PickerStates>;
}
