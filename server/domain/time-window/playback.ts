import { HISTORY, windowRange, type Timewindow } from './timewindow.ts';
import { intervalsBetween, nearestPredefined } from './time-intervals.ts';
import { SECOND } from './time-units.ts';

/** Spec 9: playback speeds; a step lasts 1000/speed ms. */
export const PLAYBACK_SPEEDS = [1, 5, 10, 25] as const;
/** A window is played in at most this many steps (the step choices start where fewer steps remain). */
export const MAX_PLAYBACK_STEPS = 500;
/** A default window is cut in about this many steps when it is not grouped. */
const DEFAULT_STEPS = 12;

/** The query members of the playback form. */
export const PLAYBACK_PARAMS = {
  /** The step to show (the jump buttons' value). */
  index: 'playback',
  /** The step shown when the form was sent (what play, pause and the selects start from). */
  from: 'playFrom',
  step: 'playStep',
  speed: 'playSpeed',
  playing: 'playing',
} as const;
/** The play button sends `play=start` besides `playing=true`; a tick of a running playback does not. */
export const PLAY = 'play';
export const PLAY_START = 'start';

/** A history window played back step by step: the widgets show the window from its start until `cursorTs`. */
export interface Playback {
  /** Whether the address asked for a step (else the whole window shows, and the control stands at its end). */
  active: boolean;
  index: number;
  count: number;
  step: number;
  speed: number;
  playing: boolean;
  startTs: number;
  endTs: number;
  cursorTs: number;
  /** The step lengths offered: predefined intervals giving between 2 and MAX_PLAYBACK_STEPS steps. */
  stepChoices: number[];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined);

function whole(value: unknown): number | null {
  const s = text(value);
  if (s === undefined || !/^\d{1,15}$/.test(s)) return null;
  return Number(s);
}

/**
 * The playback of a page's history window as its query asks (spec 4: stopped or playing; play advances one step a
 * tick until the last step, then stops; the jumps pause). Null for a realtime window, which has nothing to play.
 */
export function readPlayback(query: Record<string, unknown>, tw: Timewindow, now: number, zone: string): Playback | null {
  if (tw.selectedTab !== HISTORY) return null;
  const [startTs, rangeEnd] = windowRange(tw, now, zone);
  const endTs = Math.max(rangeEnd, startTs + SECOND);
  const span = endTs - startTs;
  const least = Math.max(SECOND, Math.ceil(span / MAX_PLAYBACK_STEPS));
  const stepChoices = intervalsBetween(least, span / 2);
  const grouped = tw.aggregation.type !== 'NONE';
  const wanted = whole(query[PLAYBACK_PARAMS.step]) ?? (grouped ? tw.history.interval : span / DEFAULT_STEPS);
  const step = stepChoices.length ? nearestPredefined(least, span / 2, wanted) : span;
  const count = Math.max(1, Math.ceil(span / step));
  const speedAsked = whole(query[PLAYBACK_PARAMS.speed]);
  const speed = PLAYBACK_SPEEDS.find((s) => s === speedAsked) ?? PLAYBACK_SPEEDS[0];
  const jump = whole(query[PLAYBACK_PARAMS.index]);
  const from = whole(query[PLAYBACK_PARAMS.from]);
  const active = jump !== null || from !== null;
  let index = Math.min(count - 1, jump ?? from ?? count - 1);
  let playing = jump === null && text(query[PLAYBACK_PARAMS.playing]) === 'true';
  // Play pressed on the last step starts again from the first.
  if (playing && index === count - 1 && text(query[PLAY]) === PLAY_START) index = 0;
  if (index === count - 1) playing = false;
  const cursorTs = Math.min(endTs, startTs + (index + 1) * step);
  return { active, index, count, step, speed, playing, startTs, endTs, cursorTs, stepChoices: stepChoices.length ? stepChoices : [step] };
}

/** The query members that show step `index` (playing or not) with the playback's step and speed. */
export function playbackQuery(playback: Playback, index: number, playing: boolean): Record<string, string> {
  return {
    [PLAYBACK_PARAMS.from]: String(index),
    [PLAYBACK_PARAMS.step]: String(playback.step),
    [PLAYBACK_PARAMS.speed]: String(playback.speed),
    ...(playing && { [PLAYBACK_PARAMS.playing]: 'true' }),
  };
}

/** The next tick of a running playback: its address's query, and how long a step lasts. */
export function nextTick(playback: Playback): { query: Record<string, string>; delayMs: number } | null {
  if (!playback.playing) return null;
  return { query: playbackQuery(playback, playback.index + 1, true), delayMs: Math.round(1000 / playback.speed) };
}

/** Whether a query member belongs to the playback (the dashboard's other links do not keep it). */
export function isPlaybackMember(name: string): boolean {
  return (Object.values(PLAYBACK_PARAMS) as string[]).includes(name) || name === PLAY;
}
