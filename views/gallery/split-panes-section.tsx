import { JsonViewer } from '../parts/json-viewer.tsx';
import { SplitPanes } from '../parts/split-panes.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';

/** Resizable panes: three panes with a separator between each two once the island runs (stacked without it). */
export function SplitPanesSection() {
  const { t } = useView();
  const panes = [
    { id: 'gallery-pane-message', label: t('rulenode.message'), content: <JsonViewer label={t('rulenode.message')} value={{ temperature: 22.4 }} /> },
    { id: 'gallery-pane-metadata', label: t('rulenode.metadata'), content: <JsonViewer label={t('rulenode.metadata')} value={{ deviceName: 'Test Device' }} /> },
    { id: 'gallery-pane-output', label: t('rulenode.output'), content: <JsonViewer label={t('rulenode.output')} value={true} /> },
  ];
  return (
    <GallerySection part="split-panes" title={t('gallery.split-panes')}>
      <GalleryState part="split-panes" state="filled"><SplitPanes id="gallery-split" panes={panes} /></GalleryState>
    </GallerySection>
  );
}
