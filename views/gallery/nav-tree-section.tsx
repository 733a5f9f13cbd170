import type { NavTreeGalleryState } from '../../server/gallery/nav-tree-samples.ts';
import { NavTree, type NavTreeProps } from '../parts/nav-tree/nav-tree.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';

export type NavTreeGallery = Record<NavTreeGalleryState, Omit<NavTreeProps, 'label'>>;

/** The navigation tree: no nodes; the tenant's customers with their assets and devices (the operations change a
 * sample in the session); a search; the operations disabled; read-only. */
export function NavTreeSection({ trees }: { trees: NavTreeGallery }) {
  const { t } = useView();
  const label = t('nav-tree.nav-tree');
  return (
    <GallerySection part="nav-tree" title={label}>
      {(Object.keys(trees) as NavTreeGalleryState[]).map((state) => (
        <GalleryState key={state} part="nav-tree" state={state}>
          <NavTree {...trees[state]} label={label} searchable={state !== 'disabled' && state !== 'read-only'} />
        </GalleryState>
      ))}
    </GallerySection>
  );
}
