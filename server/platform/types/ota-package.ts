import type { EntityId } from './ids.ts';

export const OTA_TYPES = ['FIRMWARE', 'SOFTWARE'] as const;
export const CHECKSUM_ALGORITHMS = ['MD5', 'SHA256', 'SHA384', 'SHA512', 'CRC32', 'MURMUR3_32', 'MURMUR3_128'] as const;

/** `OtaPackageInfo` (contract 4.14): a firmware or software package, its file held by the platform or at a URL. */
export interface OtaPackageInfo {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId;
  deviceProfileId: EntityId;
  type: (typeof OTA_TYPES)[number];
  title: string;
  version: string;
  tag: string | null;
  url: string | null;
  hasData: boolean;
  fileName: string | null;
  contentType: string | null;
  checksumAlgorithm: string | null;
  checksum: string | null;
  dataSize: number | null;
  additionalInfo: { description?: string; [member: string]: unknown } | null;
  [member: string]: unknown;
}

