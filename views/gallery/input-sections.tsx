import { ChipList } from '../parts/chip-list.tsx';
import { ImageInput } from '../parts/image-input.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';

const KEYS = ['temperature', 'humidity'];
const SUGGESTIONS = ['temperature', 'humidity', 'pressure', 'battery'];
/** An 8 by 8 px image in the console's primary colour, as a profile's image is kept (a data URL). */
const IMAGE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMwCGvAihiGlgQAhD9Bge4kuXYAAAAASUVORK5CYII=';

/** The key list as chips: none, some, refused (required and emptied), disabled. */
export function ChipListSection() {
  const { t } = useView();
  const list = (id: string, keys: string[], extra: { error?: string; disabled?: boolean } = {}) => (
    <ChipList id={id} name={`${id}.keys`} addName={`${id}.add`} legend={t('gallery.chip-legend')} keys={keys} suggestions={SUGGESTIONS} {...extra} />
  );
  return (
    <GallerySection part="chip-list" title={t('gallery.chip-list')}>
      <GalleryState part="chip-list" state="empty">{list('chips-empty', [])}</GalleryState>
      <GalleryState part="chip-list" state="filled">{list('chips-filled', KEYS)}</GalleryState>
      <GalleryState part="chip-list" state="invalid">{list('chips-invalid', [], { error: t('gallery.chips-required') })}</GalleryState>
      <GalleryState part="chip-list" state="disabled">{list('chips-disabled', KEYS, { disabled: true })}</GalleryState>
    </GallerySection>
  );
}

/** The image input: no image, an image, a refused upload, disabled. */
export function ImageInputSection() {
  const { t } = useView();
  const input = (path: string, value: string, extra: { errors?: Record<string, string>; disabled?: boolean } = {}) => (
    <ImageInput path={path} value={value} errors={extra.errors ?? {}} disabled={extra.disabled ?? false} label="device-profile.image" />
  );
  return (
    <GallerySection part="image-input" title={t('gallery.image-input')}>
      <GalleryState part="image-input" state="empty">{input('imageEmpty', '')}</GalleryState>
      <GalleryState part="image-input" state="filled">{input('imageFilled', JSON.stringify(IMAGE))}</GalleryState>
      <GalleryState part="image-input" state="invalid">{input('imageInvalid', '', { errors: { imageInvalid: t('profiles.image-invalid') } })}</GalleryState>
      <GalleryState part="image-input" state="disabled">{input('imageDisabled', JSON.stringify(IMAGE), { disabled: true })}</GalleryState>
    </GallerySection>
  );
}
