import type { KeyValueMapRead } from '../../server/domain/pickers/key-value-map.ts';
import { DefaultSubmit } from '../parts/default-submit.tsx';
import { HelpButton, HelpLinkButton } from '../parts/help-button.tsx';
import { JsonViewer } from '../parts/json-viewer.tsx';
import { KeyValueMap } from '../parts/pickers/key-value-map.tsx';
import { Popover, POPOVER_PLACEMENTS } from '../parts/popover.tsx';
import { SpinnerButton } from '../parts/spinner-button.tsx';
import { CsrfField } from '../form-parts.tsx';
import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';

/** The key-value map editor: the empty state's form posts to the server, which adds or removes rows or checks them. */
export function KeyValueMapSection({ posted }: { posted?: KeyValueMapRead }) {
  const { t, url } = useView();
  const label = t('gallery.key-value-map');
  const rows = [{ index: 0, key: 'region', value: 'north' }, { index: 1, key: 'floor', value: '3' }];
  return (
    <GallerySection part="key-value-map" title={label}>
      <GalleryState part="key-value-map" state="empty">
        <form method="post" action={url('/gallery/key-value#key-value-map-empty')} className="gallery-form" noValidate>
          <CsrfField />
          <DefaultSubmit />
          <KeyValueMap id="kv-empty" name="attributes" label={label} rows={posted?.rows ?? []} errors={posted?.errors} error={posted?.error && t(posted.error)} />
          {posted?.value && <JsonViewer label={t('gallery.saved')} value={posted.value} />}
          <button type="submit" className="button primary">{t('gallery.validate')}</button>
        </form>
      </GalleryState>
      <GalleryState part="key-value-map" state="filled"><KeyValueMap id="kv-filled" name="filled" label={label} rows={rows} /></GalleryState>
      <GalleryState part="key-value-map" state="invalid">
        <KeyValueMap id="kv-invalid" name="invalid" label={label} rows={[...rows, { index: 2, key: '', value: '' }]} errors={{ 2: { key: 'key-val.key-required', value: 'key-val.value-required' } }} />
      </GalleryState>
      <GalleryState part="key-value-map" state="disabled"><KeyValueMap id="kv-disabled" name="disabled" label={label} rows={rows} disabled /></GalleryState>
      <GalleryState part="key-value-map" state="read-only"><KeyValueMap id="kv-read-only" name="readOnly" label={label} rows={rows} readOnly /></GalleryState>
    </GallerySection>
  );
}

/** The popover in each placement (click), a hover one with delays, a focus one, a disabled trigger. */
export function PopoverSection() {
  const { t } = useView();
  const body = <p>{t('gallery.popover-text')}</p>;
  return (
    <GallerySection part="popover" title={t('gallery.popover')}>
      <GalleryState part="popover" state="filled">
        <div className="gallery-popovers">
          {POPOVER_PLACEMENTS.map((placement) => (
            <Popover key={placement} id={`popover-${placement}`} placement={placement} triggerMode="click" triggerLabel={t('gallery.popover-placement', { placement })} trigger={t('gallery.popover-placement', { placement })}>{body}</Popover>
          ))}
          <Popover id="popover-hover" triggerLabel={t('gallery.popover-hover')} trigger={t('gallery.popover-hover')} enterDelay={0.3} leaveDelay={0.3}>{body}</Popover>
          <Popover id="popover-focus" triggerMode="focus" placement="bottom" closeButton={false} triggerLabel={t('gallery.popover-focus')} trigger={t('gallery.popover-focus')}>{body}</Popover>
        </div>
      </GalleryState>
      <GalleryState part="popover" state="disabled">
        <Popover id="popover-off" disabled triggerLabel={t('gallery.popover-hover')} trigger={t('gallery.popover-hover')}>{body}</Popover>
      </GalleryState>
    </GallerySection>
  );
}

/** The help button (icon and text triggers), a help page that does not exist, and the help link button. */
export function HelpSection() {
  const { t } = useView();
  return (
    <GallerySection part="help-popover" title={t('gallery.help-popover')}>
      <GalleryState part="help-popover" state="filled">
        <div className="gallery-popovers">
          <HelpButton id="help-devices" helpId="devices" />
          <HelpButton id="help-text" helpId="dashboards" text={t('help.help')} placement="right" />
          <HelpLinkButton helpId="index" />
        </div>
      </GalleryState>
      <GalleryState part="help-popover" state="invalid"><HelpButton id="help-missing" helpId="no-such-page" /></GalleryState>
    </GallerySection>
  );
}

/** The spinner button: its form posts with htmx, the button busy until the answer comes. */
export function SpinnerButtonSection({ count }: { count: number }) {
  const { t, url } = useView();
  return (
    <GallerySection part="spinner-button" title={t('gallery.spinner-button')}>
      <GalleryState part="spinner-button" state="filled">
        <SpinnerButtonForm count={count} action={url('/gallery/spinner')} />
      </GalleryState>
      <GalleryState part="spinner-button" state="disabled"><div><SpinnerButton type="button" busy><Icon name="sync" /> {t('action.refresh')}</SpinnerButton></div></GalleryState>
    </GallerySection>
  );
}

/** The spinner button's form, also the fragment its htmx request swaps in. */
export function SpinnerButtonForm({ count, action }: { count: number; action: string }) {
  const { t } = useView();
  return (
    <form method="post" action={action} hx-post={action} hx-swap="outerHTML" className="gallery-form" id="spinner-form">
      <CsrfField />
      <input type="hidden" name="count" value={count} />
      <p role="status">{t('gallery.spinner-count', { count: String(count) })}</p>
      <SpinnerButton>{t('action.refresh')}</SpinnerButton>
    </form>
  );
}
