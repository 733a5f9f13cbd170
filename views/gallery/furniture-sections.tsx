import { Logo } from '../logo.tsx';
import { FabGroup } from '../parts/fab-group.tsx';
import { FullscreenPanel } from '../parts/fullscreen-panel.tsx';
import { PageFooter } from '../parts/page-footer.tsx';
import { SharePanel } from '../parts/share-panel.tsx';
import { MarkdownView } from '../parts/markdown-view.tsx';
import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';
import { SAMPLE_MARKDOWN } from '../../server/gallery/files-samples.ts';

/** The floating action button group: with actions, without, disabled. */
export function FabGroupSection() {
  const { t, url } = useView();
  const label = t('files.actions');
  const actions = [
    { icon: 'add', label: t('action.add'), href: url('/gallery#fab-group-filled') },
    { icon: 'file_upload', label: t('action.import'), href: url('/gallery#file-input') },
    { icon: 'refresh', label: t('action.refresh'), href: url('/gallery#fab-group') },
  ];
  return (
    <GallerySection part="fab-group" title={t('gallery.fab-group')}>
      <GalleryState part="fab-group" state="filled"><FabGroup id="fab-filled" label={label} actions={actions} /></GalleryState>
      <GalleryState part="fab-group" state="empty"><FabGroup id="fab-empty" label={label} actions={[]} /></GalleryState>
      <GalleryState part="fab-group" state="disabled"><FabGroup id="fab-disabled" label={label} actions={actions} disabled /></GalleryState>
    </GallerySection>
  );
}

/** The fullscreen toolbar over a panel of text; `?fullscreen=panel` draws it full-page. */
export function FullscreenPanelSection({ fullscreen }: { fullscreen: boolean }) {
  const { t, url } = useView();
  const refresh = t('action.refresh');
  const actions = (
    <a className="icon-button" href={url('/gallery#fullscreen-panel-filled')} aria-label={refresh} title={refresh}><Icon name="refresh" /></a>
  );
  return (
    <GallerySection part="fullscreen-panel" title={t('gallery.fullscreen-panel')}>
      <GalleryState part="fullscreen-panel" state="filled">
        <FullscreenPanel id="fs-panel" title={t('gallery.code.markdown')} actions={actions} fullscreen={fullscreen}
          toggleHref={url(fullscreen ? '/gallery#fs-panel' : '/gallery?fullscreen=panel#fs-panel')}>
          <MarkdownView markdown={SAMPLE_MARKDOWN} idPrefix="fs-panel-" />
        </FullscreenPanel>
      </GalleryState>
    </GallerySection>
  );
}

/** The social share panel (links to each network's share page), and disabled; the footer; the logo, plain and as a link. */
export function PageFurnitureSections({ year, shareUrl }: { year: number; shareUrl: string }) {
  const { t } = useView();
  return (
    <>
      <GallerySection part="share-panel" title={t('gallery.share-panel')}>
        <GalleryState part="share-panel" state="filled"><SharePanel url={shareUrl} title={t('app.name')} /></GalleryState>
        <GalleryState part="share-panel" state="disabled"><SharePanel url={shareUrl} title={t('app.name')} disabled /></GalleryState>
      </GallerySection>
      <GallerySection part="page-footer" title={t('gallery.page-footer')}>
        <GalleryState part="page-footer" state="filled"><PageFooter year={year} /></GalleryState>
      </GallerySection>
      <GallerySection part="logo" title={t('gallery.logo')}>
        <GalleryState part="logo" state="read-only"><Logo /></GalleryState>
        <GalleryState part="logo" state="filled"><Logo href="https://floorboard.example/" /></GalleryState>
      </GallerySection>
    </>
  );
}
