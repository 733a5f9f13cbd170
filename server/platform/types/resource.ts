import type { EntityId } from './ids.ts';

export const RESOURCE_TYPES = ['LWM2M_MODEL', 'JKS', 'PKCS_12'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** `TbResourceInfo` (contract 11.3): a resource without its file; system resources have the null tenant. */
export interface ResourceInfo {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId;
  title: string;
  resourceType: ResourceType;
  resourceKey: string;
  [member: string]: unknown;
}

/** `TbResource`: the info with its file, Base64. */
export interface Resource extends ResourceInfo {
  fileName: string;
  data: string;
}
