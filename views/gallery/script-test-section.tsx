import type { ScriptTestView } from '../parts/script-test/script-test-dialog.tsx';
import { ScriptTestDialog } from '../parts/script-test/script-test-dialog.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';

/**
 * The node script test dialog at its own address (`?dialog=script-test`): the sample transform script, or
 * (`&sample=invalid`) its message JSON broken; Test runs it through the platform's test endpoint.
 */
export function ScriptTestSection({ view }: { view?: ScriptTestView }) {
  const { t, url } = useView();
  const label = t('rulenode.test-script-function');
  return (
    <GallerySection part="script-test" title={t('gallery.script-test')}>
      <GalleryState part="script-test" state="filled">
        <a className="button" id="script-test-opener" href={url('/gallery?dialog=script-test#script-test-dialog')}>{label}</a>
      </GalleryState>
      <GalleryState part="script-test" state="invalid">
        <a className="button" id="script-test-invalid-opener" href={url('/gallery?dialog=script-test&sample=invalid#script-test-dialog')}>{label}</a>
      </GalleryState>
      {view && <ScriptTestDialog view={view} />}
    </GallerySection>
  );
}
