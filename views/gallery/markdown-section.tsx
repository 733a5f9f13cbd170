import { MarkdownView } from '../parts/markdown-view.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';

const SAMPLE = [
  '# Sensor', '', 'Reports **temperature** every minute; see [the help](/help/index).', '',
  '```json', '{"temperature": 21.5}', '```', '', '- a step', '', '  ```', '  nested code', '  ```',
].join('\n');

/** The markdown renderer: empty, and filled with a copyable code block (and one in a list, without a button). */
export function MarkdownSection() {
  const { t } = useView();
  return (
    <GallerySection part="markdown-view" title={t('gallery.markdown-view')}>
      <GalleryState part="markdown-view" state="empty"><MarkdownView markdown="" /></GalleryState>
      <GalleryState part="markdown-view" state="filled"><MarkdownView markdown={SAMPLE} /></GalleryState>
    </GallerySection>
  );
}
