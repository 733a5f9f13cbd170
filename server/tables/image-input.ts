import type { StructuredEditor } from '../domain/entity-form.ts';
import { postedText } from '../domain/form-rows.ts';
import { isUpload, MAX_UPLOAD_BYTES, type Upload } from './upload.ts';

/** The largest image a form takes (a profile's, a dashboard's: kept in the entity as a data URL, as the platform's console does). */
export const MAX_IMAGE_BYTES = MAX_UPLOAD_BYTES;

/** An image kept as a data URL or an address of an image. */
const IMAGE = /^(data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=]+|https?:\/\/\S+|\/\S*)$/;

/** The image type of a file by its first bytes (its name or the browser's word are not trusted). */
function imageType(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a') return 'image/gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (bytes.subarray(0, 2).toString('latin1') === 'BM') return 'image/bmp';
  return null;
}

/** What the form could not take, with the image it keeps showing meanwhile. */
interface Refused {
  refused: 'profiles.image-too-large' | 'profiles.image-invalid';
  kept: string | null;
}

/** An uploaded image as a data URL, or why it was refused (larger than the limit, not an image by its bytes). */
export function imageDataUrl(file: Upload): string | { refused: Refused['refused'] } {
  if (file.tooLarge || file.bytes.length > MAX_IMAGE_BYTES) return { refused: 'profiles.image-too-large' };
  const type = imageType(file.bytes);
  if (!type) return { refused: 'profiles.image-invalid' };
  return `data:${type};base64,${file.bytes.toString('base64')}`;
}

/** Whether a kept value is an image the form may post back (a data URL of an image, or an address). */
export const isImageValue = (value: string): boolean => IMAGE.test(value);

const isRefused = (v: unknown): v is Refused => typeof v === 'object' && v !== null && 'refused' in v;

/**
 * An entity's image (a profile's, a dashboard's mobile image): a file uploaded (`<path>.file`, size-limited, stored as a data URL), the image kept (`<path>`,
 * hidden: the stored one or one uploaded before the form came back), or removed (`<path>.clear`).
 */
export const imageInputEditor: StructuredEditor = {
  view: 'imageInput',
  upload: true,
  read(body, path) {
    const kept = postedText(body[path]) || null;
    const file = body[`${path}.file`];
    if (isUpload(file) && file.fileName !== '') {
      const image = imageDataUrl(file);
      return typeof image === 'string' ? image : ({ refused: image.refused, kept } satisfies Refused);
    }
    if (postedText(body[`${path}.clear`]) === 'true') return null;
    if (kept !== null && !isImageValue(kept)) return { refused: 'profiles.image-invalid', kept: null } satisfies Refused;
    return kept;
  },
  check: (value, path) => (isRefused(value) ? { [path]: value.refused } : {}),
};

/** The image a field's value shows: the data URL or address, also while a new file was refused. */
export function shownImage(value: unknown): string | null {
  if (isRefused(value)) return value.kept;
  return typeof value === 'string' ? value : null;
}
