import { crc32, deflateSync } from 'node:zlib';
import type { FileRefusal } from '../domain/files/file-rules.ts';
import type { MarkdownMode } from '../domain/markdown-editor.ts';

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A square PNG of one colour, `size` px: the gallery's sample images, made here rather than kept as files. */
export function solidPng(rgb: [number, number, number], size = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** Three sample images (red, green, blue), as a multi-image input keeps them. */
export const SAMPLE_IMAGES = [dataUrl(solidPng([211, 47, 47])), dataUrl(solidPng([56, 142, 60])), dataUrl(solidPng([25, 118, 210]))];

/** The largest file the gallery's file input takes, and the types it allows. */
export const GALLERY_FILE_RULES = { accept: '.json,.csv', maxBytes: 64 * 1024, required: true };

export const SAMPLE_MARKDOWN = '# Sensor\n\nReports **temperature** every minute.\n\n```json\n{"temperature": 21.5}\n```\n';

/** What the gallery shows of the file, image and markdown parts: the server's answers to their forms. */
export interface FilesGalleryState {
  /** The file input's last post: the file's name and size, or the refusal. */
  file: { fileName?: string; size?: number; refusal: FileRefusal | null };
  /** The multi-image input: its images in order and the refused files' messages; `saved` once saved. */
  images: { images: string[]; errors: string[]; saved: boolean };
  markdown: { text: string; mode: MarkdownMode; error?: string; saved: boolean };
  /** The markdown help viewer, open (`?dialog=markdown-help`). */
  help?: { title: string; html: string };
  /** The fullscreen toolbar's panel drawn full-page (`?fullscreen=panel`). */
  fullscreen: boolean;
  /** The footer's year and the address the share panel shares (the gallery's own). */
  year: number;
  shareUrl: string;
}

/** The parts as a plain visit to `/gallery` shows them. */
export function initialFilesState(year: number, shareUrl: string): FilesGalleryState {
  return {
    file: { refusal: null },
    images: { images: SAMPLE_IMAGES, errors: [], saved: false },
    markdown: { text: SAMPLE_MARKDOWN, mode: 'edit', saved: false },
    fullscreen: false,
    year,
    shareUrl,
  };
}
