import { INTERVAL_BOUNDS, TIME_FIELDS, type TimeFormCheck } from '../../server/gallery/time-samples.ts';
import type { TimewindowQuery } from '../../server/domain/time-window/timewindow-query.ts';
import { intervalValues } from '../../server/domain/time-window/timewindow-form.ts';
import { bcp47 } from '../format.ts';
import { QuickIntervalSelect } from '../parts/time-window/quick-interval-select.tsx';
import { TimeIntervalInput } from '../parts/time-window/time-interval-input.tsx';
import { TimeWindow } from '../parts/time-window/time-window.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';
import { TimeForm } from './time-sections.tsx';
import { useGalleryKeep } from './gallery-filter.tsx';

/** The quick interval select: every interval, the current-only list (a realtime window), disabled. */
export function QuickIntervalSection() {
  const { t } = useView();
  const select = (id: string, value: string, currentOnly: boolean, disabled = false) => (
    <QuickIntervalSelect id={id} name="quickInterval" label={t('timewindow.interval')} value={value} currentOnly={currentOnly} disabled={disabled} t={t} />
  );
  return (
    <GallerySection part="quick-interval" title={t('gallery.quick-interval')}>
      <GalleryState part="quick-interval" state="empty">{select('qi-empty', 'YESTERDAY', false)}</GalleryState>
      <GalleryState part="quick-interval" state="filled">{select('qi-filled', 'CURRENT_DAY_SO_FAR', true)}</GalleryState>
      <GalleryState part="quick-interval" state="disabled">{select('qi-disabled', 'CURRENT_DAY', true, true)}</GalleryState>
    </GallerySection>
  );
}

/** The time-interval input: a predefined interval, an advanced one, the invalid form the server reads (carry, zero refused), disabled. */
export function TimeIntervalSection({ check }: { check: TimeFormCheck }) {
  const { t, lang } = useView();
  const input = (name: string, values: Record<string, string>, extra: { error?: string; disabled?: boolean; live?: boolean } = {}) => (
    <TimeIntervalInput name={name} label={t('gallery.interval-label')} values={values} min={INTERVAL_BOUNDS.min} max={INTERVAL_BOUNDS.max} locale={bcp47(lang)} t={t} {...extra} />
  );
  return (
    <GallerySection part="time-interval" title={t('gallery.time-interval')}>
      <GalleryState part="time-interval" state="empty">{input('intervalEmpty', intervalValues('intervalEmpty', 60_000))}</GalleryState>
      <GalleryState part="time-interval" state="filled">{input('intervalFilled', intervalValues('intervalFilled', 90_061_000))}</GalleryState>
      <GalleryState part="time-interval" state="invalid">
        <TimeForm fragment="time-interval-invalid" valid={!check.errors[TIME_FIELDS.interval]}>
          {input(TIME_FIELDS.interval, check.values, { error: check.errors[TIME_FIELDS.interval] })}
        </TimeForm>
      </GalleryState>
      <GalleryState part="time-interval" state="disabled">{input('intervalDisabled', intervalValues('intervalDisabled', 3_600_000), { disabled: true, live: true })}</GalleryState>
    </GallerySection>
  );
}

/** The time window (button and panel) over the gallery's own address, as pages embed it. */
export function TimeWindowSection({ query, now }: { query: TimewindowQuery; now: number }) {
  const { t } = useView();
  return (
    <GallerySection part="time-window" title={t('gallery.time-window')}>
      <GalleryState part="time-window" state="filled">
        <TimeWindow id="gallery-timewindow" path="/gallery" keep={useGalleryKeep()} query={query} now={now} maxPoints={500} />
      </GalleryState>
    </GallerySection>
  );
}
