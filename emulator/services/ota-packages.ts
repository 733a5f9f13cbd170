import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest, general } from '../http/api-error.ts';
import { idField, stringField } from '../http/body.ts';
import type { MultipartPart } from '../http/multipart.ts';
import { CHECKSUM_ALGORITHMS, checksumOf } from '../lib/checksums.ts';
import { createdTimeOf, timeUuid } from '../lib/ids.ts';
import { writeJson } from '../lib/json.ts';
import { checkOtaPackage } from '../security/content-checks.ts';
import type { OtaPackageRow } from '../store/ota-packages.ts';
import { isEmpty, validateFields } from '../validation/fields.ts';

export const OTA_TYPES = ['FIRMWARE', 'SOFTWARE'];

export function otaTypeOf(value: string): string {
  if (!OTA_TYPES.includes(value)) {
    throw badRequest(`No enum constant org.thingsboard.server.common.data.ota.OtaPackageType.${value}`);
  }
  return value;
}

function typeField(body: Record<string, unknown>): string | null {
  const type = stringField(body, 'type');
  if (type !== null && !OTA_TYPES.includes(type)) {
    throw general(
      `JSON parse error: Cannot deserialize value of type \`org.thingsboard.server.common.data.ota.OtaPackageType\` ` +
        `from String "${type}": not one of the values accepted for Enum class: [FIRMWARE, SOFTWARE]`,
    );
  }
  return type;
}

/** POST /api/otaPackage: the package record; data comes with the upload (or never, when it uses a URL). */
export function saveOtaPackageInfo(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>): OtaPackageRow {
  const { otaPackages, deviceProfiles } = ctx.stores;
  const id = idField(body, 'id');
  const existing = id === null ? undefined : checkOtaPackage(ctx, caller, id, 'WRITE');
  const type = typeField(body);
  const title = stringField(body, 'title');
  const version = stringField(body, 'version');
  const tag = stringField(body, 'tag');
  const usesUrl = body.usesUrl === true;
  const url = usesUrl ? stringField(body, 'url') : null;
  const deviceProfileId = idField(body, 'deviceProfileId');
  validateFields({ title, version, tag, url });
  if (type === null) throw badRequest('Type should be specified!');
  if (isEmpty(title)) throw badRequest('OtaPackage title should be specified!');
  if (isEmpty(version)) throw badRequest('OtaPackage version should be specified!');
  if (deviceProfileId === null) throw badRequest('OtaPackage should be assigned to device profile!');
  const profile = deviceProfiles.findById(deviceProfileId);
  if (!profile || profile.tenant_id !== caller.tenantId) {
    throw badRequest('OtaPackage is referencing to non-existent device profile!');
  }
  if (usesUrl && isEmpty(url)) throw badRequest('Ota package URL should be specified!');
  if (existing && (existing.data_size !== null || existing.url !== null)) {
    if (existing.type !== type) throw badRequest('Updating otaPackage type is prohibited!');
    if (existing.title !== title) throw badRequest('Updating otaPackage title is prohibited!');
    if (existing.version !== version) throw badRequest('Updating otaPackage version is prohibited!');
    if (existing.device_profile_id !== deviceProfileId) throw badRequest('Updating otaPackage deviceProfile is prohibited!');
  }
  const sameTitle = otaPackages.findByTitleAndVersion(caller.tenantId, title, version);
  if (sameTitle && sameTitle.id !== id) throw badRequest('OtaPackage with such title and version already exists!');
  const packageId = id ?? timeUuid();
  const row: OtaPackageRow = {
    id: packageId,
    created_time: createdTimeOf(packageId),
    tenant_id: caller.tenantId,
    device_profile_id: deviceProfileId,
    type,
    title,
    version,
    tag,
    url: existing?.url ?? url,
    file_name: existing?.file_name ?? null,
    content_type: existing?.content_type ?? null,
    checksum_algorithm: existing?.checksum_algorithm ?? null,
    checksum: existing?.checksum ?? null,
    data: existing?.data ?? null,
    data_size: existing?.data_size ?? null,
    additional_info: writeJson(body.additionalInfo),
  };
  otaPackages.save(row);
  return row;
}

/** POST /api/otaPackage/{id}: stores the file part, computing or verifying its checksum. */
export function uploadOtaPackageData(
  ctx: EmulatorContext,
  existing: OtaPackageRow,
  algorithm: string,
  checksum: string | undefined,
  file: MultipartPart,
): OtaPackageRow {
  if (!(CHECKSUM_ALGORITHMS as readonly string[]).includes(algorithm)) {
    throw badRequest(`No enum constant org.thingsboard.server.common.data.ota.ChecksumAlgorithm.${algorithm}`);
  }
  if (existing.url !== null) throw badRequest('Data of an OtaPackage that uses a URL cannot be uploaded!');
  if (file.data.length === 0) throw badRequest('OtaPackage data should be specified!');
  if (existing.data !== null && !Buffer.from(existing.data).equals(file.data)) {
    throw badRequest('Updating otaPackage data is prohibited!');
  }
  const computed = checksumOf(algorithm, file.data);
  if (checksum !== undefined && checksum.trim() !== '' && checksum.trim().toLowerCase() !== computed) {
    throw badRequest('Wrong otaPackage file!');
  }
  const row: OtaPackageRow = {
    ...existing,
    file_name: file.fileName,
    content_type: file.contentType ?? 'application/octet-stream',
    checksum_algorithm: algorithm,
    checksum: computed,
    data: file.data,
    data_size: file.data.length,
  };
  ctx.stores.otaPackages.save(row);
  return row;
}

export function deleteOtaPackage(ctx: EmulatorContext, row: OtaPackageRow): void {
  const user = ctx.stores.otaPackages.referencedBy(row.id);
  if (user === 'device') throw badRequest('The otaPackage referenced by the devices cannot be deleted!');
  if (user === 'device profile') throw badRequest('The otaPackage referenced by the device profile cannot be deleted!');
  ctx.stores.otaPackages.delete(row.id);
}
