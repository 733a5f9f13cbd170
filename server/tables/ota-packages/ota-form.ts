import type { FieldDef, FormDef } from '../../domain/entity-form.ts';
import { CHECKSUM_ALGORITHMS } from '../../platform/types/ota-package.ts';

export const OTA_TYPE_LABELS = { FIRMWARE: 'ota-update.types.firmware', SOFTWARE: 'ota-update.types.software' } as const;

const ALGORITHM_LABELS: Record<(typeof CHECKSUM_ALGORITHMS)[number], string> = {
  MD5: 'ota-update.checksum-algorithms.md5',
  SHA256: 'ota-update.checksum-algorithms.sha256',
  SHA384: 'ota-update.checksum-algorithms.sha384',
  SHA512: 'ota-update.checksum-algorithms.sha512',
  CRC32: 'ota-update.checksum-algorithms.crc32',
  MURMUR3_32: 'ota-update.checksum-algorithms.murmur3-32',
  MURMUR3_128: 'ota-update.checksum-algorithms.murmur3-128',
};

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

const text = (path: string, label: string, max: number, message: string, required?: string): FieldDef => ({
  path,
  label,
  control: { kind: 'text' },
  validators: [...(required ? [{ rule: 'required' as const, message: required }] : []), { rule: 'maxLength', max, message }],
});

/** What names a package and what it is for. */
const IDENTITY: readonly FieldDef[] = [
  text('title', 'ota-update.title', 255, 'ota-update.title-max-length', 'ota-update.title-required'),
  text('version', 'ota-update.version', 255, 'ota-update.version-max-length', 'ota-update.version-required'),
  text('tag', 'ota-update.version-tag', 255, 'ota-update.version-tag-max-length'),
  { path: 'type', label: 'ota-update.package-type', control: { kind: 'select', options: choices(OTA_TYPE_LABELS) }, validators: [{ rule: 'required', message: 'ota-update.package-type-required' }] },
  {
    path: 'deviceProfileId',
    label: 'ota-update.device-profile',
    control: { kind: 'picker', picker: 'deviceProfiles', entityType: 'DEVICE_PROFILE' },
    validators: [{ rule: 'required', message: 'ota-update.device-profile-required' }],
  },
];

const ALGORITHM: FieldDef = { path: 'checksumAlgorithm', label: 'ota-update.checksum-algorithm', control: { kind: 'select', options: choices(ALGORITHM_LABELS) } };
const CHECKSUM = text('checksum', 'ota-update.checksum', 1020, 'ota-update.checksum-max-length');
const DESCRIPTION: FieldDef = { path: 'additionalInfo.description', label: 'ota-update.description', control: { kind: 'textarea' } };

/**
 * The new package's form (console-map §3.13), beside its file input: a file (its checksum generated, or given and
 * checked by the platform) or a direct URL. `generateChecksum` is the form's own switch, not a member of the package.
 */
export const OTA_ADD_FORM: FormDef = {
  fields: [
    ...IDENTITY,
    { path: 'usesUrl', label: 'ota-update.use-external-url', control: { kind: 'checkbox' } },
    text('url', 'ota-update.direct-url', 255, 'ota-update.direct-url-max-length'),
    { path: 'generateChecksum', label: 'ota-update.auto-generate-checksum', control: { kind: 'checkbox' } },
    ALGORITHM,
    CHECKSUM,
    DESCRIPTION,
  ],
};

/** A saved package, shown read-only (its fields cannot change after save). */
export const OTA_DETAILS_FORM: FormDef = {
  fields: [
    ...IDENTITY,
    text('url', 'ota-update.direct-url', 255, 'ota-update.direct-url-max-length'),
    { path: 'fileName', label: 'ota-update.file-name', control: { kind: 'text' } },
    { path: 'dataSize', label: 'ota-update.file-size-bytes', control: { kind: 'number' } },
    { path: 'contentType', label: 'ota-update.content-type', control: { kind: 'text' } },
    ALGORITHM,
    CHECKSUM,
    DESCRIPTION,
  ],
};

/** What a new package's form starts with. */
export const OTA_DEFAULTS = { type: 'FIRMWARE', usesUrl: false, generateChecksum: true, checksumAlgorithm: 'SHA256' } as const;
