import { parseJson } from '../../server/domain/entity-form.ts';
import type { AlarmDraft } from '../../server/domain/profile-alarms.ts';
import type { PickerOption } from '../../server/domain/entity-view.ts';
import { AlarmList } from './alarm-rules-page.tsx';

/** The add dialog's alarm rules: the tab's list of alarms, its edits posting the whole dialog form. */
export function AlarmRulesField({ value, errors, offer }: { value: string; errors: Record<string, string>; offer: unknown }) {
  const draft = parseJson(value);
  return <AlarmList view={{ action: '', draft: Array.isArray(draft) ? (draft as AlarmDraft[]) : [], errors, dashboards: Array.isArray(offer) ? (offer as PickerOption[]) : [] }} />;
}
