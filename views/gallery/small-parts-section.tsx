import { CustomValueCheckbox } from '../parts/custom-value-checkbox.tsx';
import { StatusLight } from '../parts/status-light.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';

/** The status light, off and on. */
export function StatusLightSection() {
  const { t } = useView();
  return (
    <GallerySection part="status-light" title={t('gallery.status-light')}>
      <GalleryState part="status-light" state="empty"><StatusLight on={false} label={t('gallery.light-off')} /></GalleryState>
      <GalleryState part="status-light" state="filled"><StatusLight on label={t('gallery.light-on')} /></GalleryState>
    </GallerySection>
  );
}

/** The check box with custom values ('ON' / 'OFF'), posting to the server, which says what it received. */
export function CustomCheckboxSection({ posted }: { posted?: string }) {
  const { t, url } = useView();
  const box = (id: string, value: string, extra: { error?: string; disabled?: boolean; readOnly?: boolean } = {}) => (
    <CustomValueCheckbox id={id} name="mode" label={t('gallery.checkbox-label')} trueValue="ON" falseValue="OFF" value={value} {...extra} />
  );
  return (
    <GallerySection part="custom-checkbox" title={t('gallery.custom-checkbox')}>
      <GalleryState part="custom-checkbox" state="empty">
        <form method="post" action={url('/gallery/checkbox#custom-checkbox-empty')} className="gallery-form">
          {box('cb-empty', posted ?? 'OFF')}
          {posted !== undefined && <p className="gallery-valid" role="status">{t('gallery.posted', { value: posted })}</p>}
          <button type="submit" className="button primary">{t('gallery.validate')}</button>
        </form>
      </GalleryState>
      <GalleryState part="custom-checkbox" state="filled">{box('cb-filled', 'ON')}</GalleryState>
      <GalleryState part="custom-checkbox" state="invalid">{box('cb-invalid', 'OFF', { error: t('gallery.checkbox-required') })}</GalleryState>
      <GalleryState part="custom-checkbox" state="disabled">{box('cb-disabled', 'ON', { disabled: true })}</GalleryState>
      <GalleryState part="custom-checkbox" state="read-only">{box('cb-read-only', 'ON', { readOnly: true })}</GalleryState>
    </GallerySection>
  );
}
