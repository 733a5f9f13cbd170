import type { ResourceType } from '../../platform/types/resource.ts';

/** The label of each resource type. */
export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  LWM2M_MODEL: 'resource.type.lwm2m-model',
  JKS: 'resource.type.jks',
  PKCS_12: 'resource.type.pkcs-12',
};

export const RESOURCE_TYPE_FIELD = {
  path: 'resourceType',
  label: 'resource.resource-type',
  control: { kind: 'select', options: Object.entries(RESOURCE_TYPE_LABELS).map(([value, label]) => ({ value, label })) },
  validators: [{ rule: 'required', message: 'resource.resource-type-required' }],
} as const;
