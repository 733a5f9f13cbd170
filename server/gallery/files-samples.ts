import { solidPng } from '../domain/files/solid-png.ts';
import type { FileRefusal } from '../domain/files/file-rules.ts';
import type { MarkdownMode } from '../domain/markdown-editor.ts';

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** Three sample images (red, green, blue), as a multi-image input keeps them. */
export const SAMPLE_IMAGES = [dataUrl(solidPng([211, 47, 47], 16)), dataUrl(solidPng([56, 142, 60], 16)), dataUrl(solidPng([25, 118, 210], 16))];

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
