import { HistoryPlayback } from '../parts/history-playback.tsx';
import { readPlayback } from '../../server/domain/time-window/playback.ts';
import { defaultTimewindow, HISTORY, HISTORY_FIXED, type Timewindow } from '../../server/domain/time-window/timewindow.ts';
import { HOUR } from '../../server/domain/time-window/time-units.ts';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';
import { useGalleryKeep } from './gallery-filter.tsx';

/** A fixed hour of history, not grouped: twelve steps of five minutes by default. */
const START = Date.UTC(2026, 0, 1, 9);
function sampleWindow(): Timewindow {
  const base = defaultTimewindow(START + HOUR);
  return { ...base, selectedTab: HISTORY, history: { ...base.history, historyType: HISTORY_FIXED, fixedTimewindow: { startTimeMs: START, endTimeMs: START + HOUR } }, aggregation: { type: 'NONE', limit: 500 } };
}

/** The history playback: standing at the window's end, and at the step the address asks for (the form steps the page). */
export function PlaybackSection({ query }: { query: Record<string, unknown> }) {
  const { t } = useView();
  const keep = useGalleryKeep();
  const tw = sampleWindow();
  const atEnd = readPlayback({}, tw, START + HOUR, 'UTC')!;
  const asked = readPlayback(Object.keys(query).length ? query : { playFrom: '4' }, tw, START + HOUR, 'UTC')!;
  return (
    <GallerySection part="history-playback" title={t('dashboard-history.playback')}>
      <GalleryState part="history-playback" state="empty">
        <HistoryPlayback id="gallery-playback-empty" path="/gallery" keep={keep} playback={atEnd} />
      </GalleryState>
      <GalleryState part="history-playback" state="filled">
        <HistoryPlayback id="gallery-playback-filled" path="/gallery" keep={keep} playback={asked} />
      </GalleryState>
    </GallerySection>
  );
}
