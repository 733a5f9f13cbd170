import type { StructuredEditor } from '../../domain/entity-form.ts';
import type { AlarmDraft } from '../../domain/profile-alarms.ts';
import { readDraft } from '../../domain/profile-alarms-posted.ts';
import { alarmsOf } from '../../domain/profile-alarms-saved.ts';
import { pickerChoices } from '../pickers.ts';
import { applyEdit, checkDraft } from './alarm-edits.ts';

/**
 * The alarm rules as a field of the add dialog (its alarm rules step): the same draft, edits and checks as the
 * alarm rules tab; the platform is sent the alarms of the draft.
 */
export const alarmRulesEditor: StructuredEditor = {
  view: 'alarmRules',
  read: (body, _path, edit) => (edit ? applyEdit(readDraft(body), edit) : readDraft(body)),
  check: (value) => checkDraft(Array.isArray(value) ? (value as AlarmDraft[]) : []),
  toEntity: (value) => alarmsOf(Array.isArray(value) ? (value as AlarmDraft[]) : []),
  load: async (request) => (await pickerChoices(request, 'dashboards', '')).options,
};
