import type { ReactNode } from 'react';
import { TIME_FIELDS, type TimeFormCheck } from '../../server/gallery/time-samples.ts';
import { CsrfField } from '../form-parts.tsx';
import { DatePeriodPicker } from '../parts/time-window/date-period-picker.tsx';
import { DateTimeInput } from '../parts/time-window/date-time-input.tsx';
import { TimezoneSelect } from '../parts/time-window/timezone-select.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';

/**
 * The gallery's selects offer a few zones (the time window below offers them all, as pages do): a select of every
 * zone is slow to render, and the gallery is one page of every part. The server reads any zone name it is sent.
 */
const SAMPLE_ZONES = ['America/New_York', 'Asia/Tokyo', 'Europe/Berlin', 'Europe/Kyiv', 'Europe/London', 'UTC'];
const FILLED_PERIOD = { [TIME_FIELDS.start]: '2026-01-01T08:00:00', [TIME_FIELDS.end]: '2026-01-01T18:30:00' };

/** A form of the gallery's time parts posting to the server, which reads it with the parts' rules (server/gallery/time-samples.ts). */
export function TimeForm({ fragment, valid, children }: { fragment: string; valid: boolean; children: ReactNode }) {
  const { t, url } = useView();
  return (
    <form method="post" action={url(`/gallery/time#${fragment}`)} className="gallery-form" noValidate>
      <CsrfField />
      {children}
      {valid && <p className="gallery-valid" role="status">{t('gallery.valid')}</p>}
      <button type="submit" className="button primary">{t('gallery.validate')}</button>
    </form>
  );
}

/** The single date-time picker in its states; the invalid one a form the server reads (the date required). */
export function DateTimeSection({ check }: { check: TimeFormCheck }) {
  const { t } = useView();
  const label = t('gallery.date-time-label');
  const input = (id: string, value: string, extra: { error?: string; disabled?: boolean; readOnly?: boolean } = {}) => (
    <DateTimeInput id={id} name={TIME_FIELDS.ts} label={label} value={value} t={t} {...extra} />
  );
  return (
    <GallerySection part="date-time" title={t('gallery.date-time')}>
      <GalleryState part="date-time" state="empty">{input('dt-empty', '')}</GalleryState>
      <GalleryState part="date-time" state="filled">{input('dt-filled', '2026-01-01T08:00:00')}</GalleryState>
      <GalleryState part="date-time" state="invalid">
        <TimeForm fragment="date-time-invalid" valid={!check.errors[TIME_FIELDS.ts]}>
          <DateTimeInput id="dt-invalid" name={TIME_FIELDS.ts} label={label} value={check.values[TIME_FIELDS.ts]} error={check.errors[TIME_FIELDS.ts]} required t={t} />
        </TimeForm>
      </GalleryState>
      <GalleryState part="date-time" state="disabled">{input('dt-disabled', '2026-01-01T08:00:00', { disabled: true })}</GalleryState>
      <GalleryState part="date-time" state="read-only">{input('dt-read-only', '2026-01-01T08:00:00', { readOnly: true })}</GalleryState>
    </GallerySection>
  );
}

/** The date-time period picker with its time zone; the invalid one a form the server reads (spec 5's clamping). */
export function DatePeriodSection({ check }: { check: TimeFormCheck }) {
  const { t } = useView();
  const picker = (id: string, values: Record<string, string>, errors: Record<string, string> = {}, disabled = false) => (
    <DatePeriodPicker id={id} startName={TIME_FIELDS.start} endName={TIME_FIELDS.end} values={values} errors={errors} disabled={disabled} t={t} />
  );
  const periodFields = [TIME_FIELDS.start, TIME_FIELDS.end, TIME_FIELDS.zone];
  return (
    <GallerySection part="date-period" title={t('gallery.date-period')}>
      <GalleryState part="date-period" state="filled">{picker('dp-filled', FILLED_PERIOD)}</GalleryState>
      <GalleryState part="date-period" state="invalid">
        <TimeForm fragment="date-period-invalid" valid={periodFields.every((field) => !check.errors[field])}>
          <TimezoneSelect id="dp-zone" name={TIME_FIELDS.zone} label={t('timezone.timezone')} value={check.values[TIME_FIELDS.zone]} zones={SAMPLE_ZONES}
            error={check.errors[TIME_FIELDS.zone]} t={t} />
          {picker('dp-invalid', check.values, check.errors)}
        </TimeForm>
      </GalleryState>
      <GalleryState part="date-period" state="disabled">{picker('dp-disabled', FILLED_PERIOD, {}, true)}</GalleryState>
    </GallerySection>
  );
}

/** The time zone select: the default zone, a chosen one, refused, disabled. */
export function TimezoneSection() {
  const { t } = useView();
  const select = (id: string, value: string, extra: { error?: string; disabled?: boolean } = {}) => (
    <TimezoneSelect id={id} name={TIME_FIELDS.zone} label={t('timezone.timezone')} value={value} zones={SAMPLE_ZONES} t={t} {...extra} />
  );
  return (
    <GallerySection part="timezone" title={t('gallery.timezone')}>
      <GalleryState part="timezone" state="empty">{select('tz-empty', '')}</GalleryState>
      <GalleryState part="timezone" state="filled">{select('tz-filled', 'Europe/Berlin')}</GalleryState>
      <GalleryState part="timezone" state="invalid">{select('tz-invalid', '', { error: 'timezone.timezone-required' })}</GalleryState>
      <GalleryState part="timezone" state="disabled">{select('tz-disabled', 'Europe/Berlin', { disabled: true })}</GalleryState>
    </GallerySection>
  );
}
