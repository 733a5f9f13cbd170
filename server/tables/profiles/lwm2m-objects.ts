import type { FieldErrors, StructuredEditor } from '../../domain/entity-form.ts';
import { profileReferencesApi, type Lwm2mObjectModel } from '../../platform/api/profile-references.ts';
import type { PlatformClient } from '../../platform/platform-client.ts';

/**
 * An LwM2M transport's `observeAttr` as the form edits it: the chosen object models (`objects`, their key ids; only
 * on the form, dropped before saving) and, by resource path (`/3_1.2/0/9`), what is observed, read as an attribute
 * or as telemetry, and under which key name.
 */
export interface ObserveAttr {
  objects?: string[];
  observe: string[];
  attribute: string[];
  telemetry: string[];
  keyName: Record<string, string>;
  attributeLwm2m: Record<string, unknown>;
}

/** What the objects' view offers: the library's object models, and the profile once saved (its attributes dialogs). */
export interface Lwm2mOffer {
  models: Lwm2mObjectModel[];
  profileId?: string;
}

type Body = Record<string, unknown>;
const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' && v !== '' ? [v] : []);
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The object key id of a resource path (`/3_1.2/0/9` → `3_1.2`). */
export const objectOf = (resourcePath: string) => resourcePath.split('/')[1] ?? '';
export const resourcePath = (model: Lwm2mObjectModel, instance: number, resource: number) => `/${model.keyId}/${instance}/${resource}`;

/** The objects a stored `observeAttr` uses (the form's choice when it has one). */
export function chosenObjects(value: Partial<ObserveAttr>): string[] {
  if (value.objects) return value.objects;
  const paths = [...Object.keys(value.keyName ?? {}), ...(value.observe ?? []), ...(value.attribute ?? []), ...(value.telemetry ?? [])];
  return [...new Set(paths.map(objectOf))].filter((o) => o !== '');
}

export const lwm2mObjectsEditor: StructuredEditor = {
  view: 'lwm2mObjects',
  read(body, path) {
    const objects = list(body[`${path}.objects`]);
    const chosen = (p: string) => objects.includes(objectOf(p));
    const keyPrefix = `${path}.keyName.`;
    const keyName: Record<string, string> = {};
    for (const [name, v] of Object.entries(body)) {
      if (name.startsWith(keyPrefix) && chosen(name.slice(keyPrefix.length))) keyName[name.slice(keyPrefix.length)] = list(v)[0]?.trim() ?? '';
    }
    let attributeLwm2m: unknown;
    try {
      attributeLwm2m = JSON.parse(list(body[`${path}.attributeLwm2m`])[0] ?? '{}');
    } catch {
      attributeLwm2m = {};
    }
    return {
      objects,
      observe: list(body[`${path}.observe`]).filter(chosen),
      attribute: list(body[`${path}.attribute`]).filter(chosen),
      telemetry: list(body[`${path}.telemetry`]).filter(chosen),
      keyName,
      attributeLwm2m: isRecord(attributeLwm2m) ? Object.fromEntries(Object.entries(attributeLwm2m).filter(([p]) => chosen(p))) : {},
    } satisfies ObserveAttr;
  },
  check(value, path) {
    const errors: FieldErrors = {};
    if (!isRecord(value)) return errors;
    const attr = value as unknown as ObserveAttr;
    for (const p of new Set([...attr.attribute, ...attr.telemetry])) {
      if (!attr.keyName[p]) errors[`${path}.keyName.${p}`] = 'device-profile.lwm2m.key-name-required';
    }
    return errors;
  },
  load: async (request, profileId): Promise<Lwm2mOffer> => ({ models: await profileReferencesApi.getLwm2mModels(request.platform), profileId }),
};

/**
 * The `observeAttr` the platform is sent: every resource of each chosen object has its key name (the model's where
 * the form has none: an object chosen and saved at once), the form's `objects` dropped.
 */
export async function completedObserveAttr(platform: PlatformClient, value: ObserveAttr): Promise<Omit<ObserveAttr, 'objects'>> {
  const { objects = [], ...attr } = value;
  if (objects.length === 0) return attr;
  const models = await profileReferencesApi.getLwm2mModels(platform, objects);
  const keyName = { ...attr.keyName };
  for (const model of models.filter((m) => objects.includes(m.keyId))) {
    for (const instance of model.instances) for (const resource of instance.resources) keyName[resourcePath(model, instance.id, resource.id)] ||= resource.keyName;
  }
  return { ...attr, keyName };
}
