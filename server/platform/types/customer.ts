import type { EntityId } from './ids.ts';

/** The platform's Customer (contract 4.3): public when `additionalInfo.isPublic` is true. */
export interface Customer {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId;
  title: string;
  name?: string;
  email: string | null;
  country: string | null;
  city: string | null;
  additionalInfo: { isPublic?: boolean; description?: string; [member: string]: unknown } | null;
  [member: string]: unknown;
}
