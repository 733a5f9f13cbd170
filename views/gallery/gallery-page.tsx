import type { ReactNode } from 'react';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import { Shell } from '../shell/shell.tsx';
import { useView } from '../view-context.tsx';
import { GalleryKeepProvider } from './gallery-filter.tsx';

export interface GalleryPageProps {
  crumbs: Crumb[];
  /** The shown parts' fragments with their title keys, in the page's order. */
  index: [part: string, titleKey: string][];
  /** What the gallery's own GET forms keep of its address (the sections filter). */
  keep: Record<string, string>;
  /** The sections shown (server/gallery/gallery-section-list.tsx). */
  children: ReactNode;
}

/**
 * `/gallery` (only with `GALLERY=true`): every shared part of views/parts in its states, each at its own URL
 * fragment, so that people and the screenshot tests can look at each one; `?parts=` shows only the sections named.
 */
export function GalleryPage({ crumbs, index, keep, children }: GalleryPageProps) {
  const { t } = useView();
  const title = t('gallery.title');
  return (
    <Shell title={title} crumbs={crumbs}>
      <div className="gallery">
        <nav aria-label={t('gallery.parts')} className="gallery-index">
          <ul>
            {index.map(([part, key]) => <li key={part}><a href={`#${part}`}>{t(key)}</a></li>)}
          </ul>
        </nav>
        <GalleryKeepProvider value={keep}>{children}</GalleryKeepProvider>
      </div>
    </Shell>
  );
}
