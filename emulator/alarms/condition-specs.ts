import { isObject } from '../lib/json.ts';
import { operand } from './predicates.ts';
import type { DynamicResolver } from './predicates.ts';

/** How far a DURATION or REPEATING rule has got: time the condition has held, consecutive matches. */
interface RuleProgress {
  lastEventTs: number;
  duration: number;
  eventCount: number;
}

const UNIT_MS: Record<string, number> = {
  MILLISECONDS: 1, SECONDS: 1000, MINUTES: 60_000, HOURS: 3_600_000, DAYS: 86_400_000,
};

/** The progress of each rule per device (`deviceId|alarmType|severity or CLEAR`); kept per running emulator. */
export type RuleProgressMap = Map<string, RuleProgress>;

export function createRuleProgress(): RuleProgressMap {
  return new Map();
}

function requiredNumber(spec: Record<string, unknown>, resolve: DynamicResolver): number | null {
  const value = Number(operand(spec.predicate, resolve));
  return Number.isFinite(value) ? value : null;
}

/**
 * Whether a rule fires for this event, given whether its condition holds now (contract 4.10 condition specs):
 * SIMPLE at once; DURATION once the condition has held for the spec's time (measured in telemetry time from the
 * first matching event); REPEATING on the spec's number of consecutive matching events. A non-matching event
 * starts a rule over.
 */
export function ruleFires(
  progress: RuleProgressMap, ruleKey: string, spec: unknown, holds: boolean, ts: number, resolve: DynamicResolver,
): boolean {
  const type = isObject(spec) && typeof spec.type === 'string' ? spec.type : 'SIMPLE';
  if (!holds || type === 'SIMPLE' || !isObject(spec)) {
    progress.delete(ruleKey);
    return holds;
  }
  const state = progress.get(ruleKey) ?? { lastEventTs: 0, duration: 0, eventCount: 0 };
  progress.set(ruleKey, state);
  if (type === 'REPEATING') {
    state.eventCount++;
    const repeats = requiredNumber(spec, resolve);
    return repeats !== null && state.eventCount >= repeats;
  }
  if (type === 'DURATION') {
    if (state.lastEventTs > 0 && ts > state.lastEventTs) state.duration += ts - state.lastEventTs;
    if (state.lastEventTs === 0 || ts > state.lastEventTs) state.lastEventTs = ts;
    const amount = requiredNumber(spec, resolve);
    const unit = UNIT_MS[typeof spec.unit === 'string' ? spec.unit : 'SECONDS'] ?? 1000;
    return amount !== null && state.duration >= amount * unit;
  }
  return false;
}

/** Forgets the progress of the given rules (after the alarm they lead to was raised or cleared). */
export function resetRules(progress: RuleProgressMap, ruleKeys: string[]): void {
  for (const key of ruleKeys) progress.delete(key);
}
