import type { FieldDef } from '../../domain/entity-form.ts';
import { imageInputEditor } from '../image-input.ts';
import type { EntityId } from '../../platform/types/ids.ts';
import type { ActionSight, DetailsTab } from '../entity-table.ts';

/** The translation keys of a profile form's common fields (device or asset profile). */
export interface ProfileFieldKeys {
  name: string;
  nameRequired: string;
  nameMaxLength: string;
  image: string;
  ruleChain: string;
  dashboard: string;
  queue: string;
  description: string;
}

/** The name field of a profile form. */
export function profileName(keys: ProfileFieldKeys): FieldDef {
  return {
    path: 'name',
    label: keys.name,
    control: { kind: 'text' },
    validators: [
      { rule: 'required', message: keys.nameRequired },
      { rule: 'maxLength', max: 255, message: keys.nameMaxLength },
    ],
  };
}

/** What every profile form ends with: image, default rule chain, dashboard, queue and description. */
export function profileReferences(keys: ProfileFieldKeys): FieldDef[] {
  return [
    { path: 'image', label: keys.image, control: { kind: 'structured', editor: imageInputEditor } },
    { path: 'defaultRuleChainId', label: keys.ruleChain, control: { kind: 'picker', picker: 'ruleChains', entityType: 'RULE_CHAIN' } },
    { path: 'defaultDashboardId', label: keys.dashboard, control: { kind: 'picker', picker: 'dashboards', entityType: 'DASHBOARD' } },
    { path: 'defaultQueueName', label: keys.queue, control: { kind: 'picker', picker: 'queues', entityType: 'QUEUE', byName: true, empty: 'profiles.queue-none' } },
    { path: 'description', label: keys.description, control: { kind: 'textarea' } },
  ];
}

/** Tabs every profile has after its own (console-map §3.11, §3.12). */
export const PROFILE_TABS: readonly DetailsTab[] = [
  { slug: 'audit-logs', label: 'audit-log.audit-logs', tenantOnly: true },
  { slug: 'version-control', label: 'version-control.version-control', tenantOnly: true },
];

/** The download of a profile as JSON (its export row action's link), below its list. */
export function exportLink(profile: { id: EntityId }, sight: ActionSight): string {
  return `${sight.place.listPath}/${encodeURIComponent(profile.id.id)}/export`;
}
