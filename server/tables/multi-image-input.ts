import { moveItem } from '../domain/files/item-order.ts';
import { postedText } from '../domain/form-rows.ts';
import { imageDataUrl, isImageValue } from './image-input.ts';
import { uploadsOf } from './upload.ts';

/** Most images a multi-image input keeps (each up to MAX_IMAGE_BYTES, posted back as a data URL). */
export const MAX_IMAGES = 10;

/** What a multi-image form asked besides saving: move one image up or down, or remove one. */
export type ImageAction = { kind: 'move'; from: number; to: number } | { kind: 'remove'; index: number };

/** The action of the button that sent the form (`<path>.move` = `3:up`, `<path>.remove` = `3`), if one did. */
export function imageAction(body: Record<string, unknown>, path: string): ImageAction | null {
  const move = /^(\d+):(up|down)$/.exec(postedText(body[`${path}.move`]));
  if (move) {
    const from = Number(move[1]);
    return { kind: 'move', from, to: move[2] === 'up' ? from - 1 : from + 1 };
  }
  const remove = /^\d+$/.exec(postedText(body[`${path}.remove`]));
  return remove ? { kind: 'remove', index: Number(remove[0]) } : null;
}

/** A multi-image input as the form posted it. */
export interface MultiImageRead {
  /** The images in their order: those kept (`<path>`, hidden, in document order), then the new files appended. */
  images: string[];
  /** New files refused: their names and why. */
  refused: { fileName: string; reason: 'profiles.image-too-large' | 'profiles.image-invalid' | 'files.too-many-images' }[];
  /** A move or remove button sent the form: show it again rather than save. */
  action: ImageAction | null;
}

/**
 * Reads a multi-image input (widgets spec §2: appends, removes, reorders): the kept images in their posted order (a
 * value that is not an image is dropped), new files appended while under MAX_IMAGES, then the button's move or removal.
 */
export function readMultiImage(body: Record<string, unknown>, path: string): MultiImageRead {
  const posted = body[path];
  const kept = (Array.isArray(posted) ? posted : posted === undefined ? [] : [posted]).map((v) => postedText(v)).filter((v) => v !== '' && isImageValue(v));
  const images = kept.slice(0, MAX_IMAGES);
  const refused: MultiImageRead['refused'] = [];
  for (const file of uploadsOf(body[`${path}.file`])) {
    if (images.length >= MAX_IMAGES) {
      refused.push({ fileName: file.fileName, reason: 'files.too-many-images' });
      continue;
    }
    const image = imageDataUrl(file);
    if (typeof image === 'string') images.push(image);
    else refused.push({ fileName: file.fileName, reason: image.refused });
  }
  const action = imageAction(body, path);
  if (!action) return { images, refused, action };
  const result = action.kind === 'move' ? moveItem(images, action.from, action.to) : images.filter((_, i) => i !== action.index);
  return { images: result, refused, action };
}
