import { readObjectModel } from './object-model.ts';

/** `keyName`: the resource name in lower camel case, words split at spaces, dashes and underscores. */
export function keyNameOf(name: string): string {
  return name.replace(/[-_]/g, ' ').split(' ')
    .map((word, index) => (word === '' ? '' : (index === 0 ? word[0].toLowerCase() : word[0].toUpperCase()) + word.slice(1).toLowerCase()))
    .join('');
}

/**
 * The platform's LwM2mObject for a stored LWM2M_MODEL resource: one instance (0) listing the readable
 * resources, none of them yet observed or mapped. Null when the model cannot be read or has nothing readable.
 */
export function toLwM2mObject(resourceKey: string, base64Data: string) {
  const model = readObjectModel(Buffer.from(base64Data, 'base64').toString('utf8'));
  if (model === null) return null;
  const resources = model.resources.filter((resource) => resource.readable).map((resource) => ({
    id: resource.id, name: resource.name, observe: false, attribute: false, telemetry: false, keyName: keyNameOf(resource.name),
  }));
  if (resources.length === 0) return null;
  return {
    id: model.id, keyId: resourceKey, name: model.name, multiple: model.multiple, mandatory: model.mandatory,
    instances: [{ id: 0, resources }],
  };
}

export type LwM2mObject = NonNullable<ReturnType<typeof toLwM2mObject>>;
