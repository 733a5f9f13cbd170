import { ChipList } from '../parts/chip-list.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';

const KEYS = ['temperature', 'humidity'];
const SUGGESTIONS = ['temperature', 'humidity', 'pressure', 'battery'];

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

