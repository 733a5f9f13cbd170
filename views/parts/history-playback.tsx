import { Island } from './island.tsx';
import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { bcp47 } from '../format.ts';
import { durationText } from '../../server/domain/time-window/display-value.ts';
import { nextTick, PLAY, PLAY_START, PLAYBACK_PARAMS, PLAYBACK_SPEEDS, type Playback } from '../../server/domain/time-window/playback.ts';

export interface HistoryPlaybackProps {
  /** Unique on the page; the form's id. */
  id: string;
  /** The page's console path and the query members the form keeps (the window itself among them). */
  path: string;
  keep: Record<string, string>;
  playback: Playback;
}

/** The address of the playback's next tick while it plays (the island's timer, and the page's refresh without JavaScript). */
export function useNextTickHref(path: string, keep: Record<string, string>, playback: Playback): { href: string; delayMs: number } | null {
  const { url } = useView();
  const tick = nextTick(playback);
  return tick && { href: url(path, { ...keep, ...tick.query }), delayMs: tick.delayMs };
}

/**
 * The history selector with playback (spec 2, 4): a GET form whose buttons jump to the start, the previous step, the
 * next step and the end (each pauses), or play and pause; the step's length and the speed are selects. The page
 * shows the window from its start until the step's end, drawn by the server. The `playback` island submits it with
 * `fetch`, swaps the widgets and plays on a timer; without JavaScript each button loads the page of its step.
 */
export function HistoryPlayback({ id, path, keep, playback }: HistoryPlaybackProps) {
  const { t, url, format, lang } = useView();
  const next = useNextTickHref(path, keep, playback);
  const last = playback.count - 1;
  const jump = (role: string, index: number, icon: string, key: string) => (
    <button type="submit" className="icon-button" name={PLAYBACK_PARAMS.index} value={String(index)} data-role={role}
      disabled={index === playback.index && playback.active} aria-label={t(key)} title={t(key)}>
      <Icon name={icon} />
    </button>
  );
  const toggle = playback.playing ? 'dashboard-history.pause' : 'dashboard-history.play';
  return (
    <Island name="playback" props={{}}>
      <form method="get" action={url(path)} id={id} className="history-playback" aria-label={t('dashboard-history.playback')}
        data-playing={playback.playing ? 'true' : 'false'} data-next={next?.href} data-delay={next?.delayMs}>
        {Object.entries(keep).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <input type="hidden" name={PLAYBACK_PARAMS.from} value={String(playback.index)} />
        {jump('start', 0, 'first_page', 'dashboard-history.to-start')}
        {jump('previous', Math.max(0, playback.index - 1), 'chevron_left', 'dashboard-history.previous')}
        {playback.playing ? (
          <button type="submit" className="icon-button" name={PLAYBACK_PARAMS.playing} value="false" data-role="toggle" aria-label={t(toggle)} title={t(toggle)}>
            <Icon name="pause" />
          </button>
        ) : (
          <>
            <input type="hidden" name={PLAY} value={PLAY_START} />
            <button type="submit" className="icon-button" name={PLAYBACK_PARAMS.playing} value="true" data-role="toggle" aria-label={t(toggle)} title={t(toggle)}>
              <Icon name="play_arrow" />
            </button>
          </>
        )}
        {jump('next', Math.min(last, playback.index + 1), 'chevron_right', 'dashboard-history.next')}
        {jump('end', last, 'last_page', 'dashboard-history.to-end')}
        <output className="playback-position" htmlFor={`${id}-step ${id}-speed`} aria-live="polite">
          <span className="playback-step-count">{t('dashboard-history.position', { index: playback.index + 1, count: playback.count })}</span>{' '}
          <time dateTime={new Date(playback.cursorTs).toISOString()} data-ts={playback.cursorTs}>{format.dateTime(playback.cursorTs)}</time>
        </output>
        <label htmlFor={`${id}-step`}>{t('dashboard-history.step')}</label>
        <select id={`${id}-step`} name={PLAYBACK_PARAMS.step} defaultValue={String(playback.step)}>
          {playback.stepChoices.map((ms) => (
            <option key={ms} value={ms}>{durationText(ms, bcp47(lang))}</option>
          ))}
        </select>
        <label htmlFor={`${id}-speed`}>{t('dashboard-history.speed')}</label>
        <select id={`${id}-speed`} name={PLAYBACK_PARAMS.speed} defaultValue={String(playback.speed)}>
          {PLAYBACK_SPEEDS.map((s) => (
            <option key={s} value={s}>{t('dashboard-history.speed-times', { speed: s })}</option>
          ))}
        </select>
        {/* Without JavaScript a playing page loads its next step by itself; with it, the island's timer does. */}
        {next && (
          <noscript>
            <meta httpEquiv="refresh" content={`${next.delayMs / 1000};url=${next.href}`} />
          </noscript>
        )}
      </form>
    </Island>
  );
}
