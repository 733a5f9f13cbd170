import { Readable } from 'node:stream';
import type { PlatformClient } from '../platform-client.ts';
import type { StreamResponse } from '../platform-http.ts';
import type { OtaPackageInfo } from '../types/ota-package.ts';
import type { PageData, PageLink } from '../types/page-data.ts';

const id = encodeURIComponent;

/** A file to send on as it is read: its name, its type, and its bytes as a stream. */
export interface FileStream {
  fileName: string;
  contentType: string;
  stream: Readable;
}

/** The one-part multipart body (`file`) the platform's upload takes, produced as the file is read. */
function multipartFile(file: FileStream): { contentType: string; stream: Readable } {
  const boundary = `----floorboard-${crypto.randomUUID()}`;
  const name = file.fileName.replace(/["\r\n\\]/g, '_');
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${file.contentType}\r\n\r\n`;
  async function* parts() {
    yield Buffer.from(head);
    for await (const chunk of file.stream) yield chunk as Buffer;
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, stream: Readable.from(parts()) };
}

/** OTA packages (contract 4.14): the info record, then its file uploaded (multipart) or a URL; downloads streamed. */
export const otaPackagesApi = {
  getOtaPackages(client: PlatformClient, link: PageLink): Promise<PageData<OtaPackageInfo>> {
    return client.get<PageData<OtaPackageInfo>>('/api/otaPackages', { query: { ...link } });
  },

  /** The packages of one type made for a device profile (its firmware and software pickers, a device's). */
  getProfileOtaPackages(client: PlatformClient, deviceProfileId: string, type: 'FIRMWARE' | 'SOFTWARE', link: PageLink): Promise<PageData<OtaPackageInfo>> {
    return client.get<PageData<OtaPackageInfo>>(`/api/otaPackages/${encodeURIComponent(deviceProfileId)}/${type}`, { query: { ...link } });
  },

  getOtaPackageInfo(client: PlatformClient, packageId: string): Promise<OtaPackageInfo> {
    return client.get<OtaPackageInfo>(`/api/otaPackage/info/${id(packageId)}`);
  },

  /** Creates or updates the info record (with `usesUrl`); the answer is the saved info. */
  saveOtaPackageInfo(client: PlatformClient, info: object): Promise<OtaPackageInfo> {
    return client.post<OtaPackageInfo>('/api/otaPackage', { body: info });
  },

  /** Sends the package's file as it is read; the platform computes the checksum, or checks the one given. */
  async uploadOtaPackageData(client: PlatformClient, packageId: string, file: FileStream, checksumAlgorithm: string, checksum?: string): Promise<OtaPackageInfo> {
    const res = await client.stream('POST', `/api/otaPackage/${id(packageId)}`, { query: { checksumAlgorithm, checksum: checksum || undefined }, body: multipartFile(file) });
    const chunks: Buffer[] = [];
    for await (const chunk of res.body) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtaPackageInfo;
  },

  downloadOtaPackage(client: PlatformClient, packageId: string): Promise<StreamResponse> {
    return client.stream('GET', `/api/otaPackage/${id(packageId)}/download`);
  },

  async deleteOtaPackage(client: PlatformClient, packageId: string): Promise<void> {
    await client.delete(`/api/otaPackage/${id(packageId)}`);
  },
};
