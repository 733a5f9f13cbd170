import type { StructuredEditor } from '../../domain/entity-form.ts';
import { profileReferencesApi } from '../../platform/api/profile-references.ts';

const text = (v: unknown): string => (Array.isArray(v) ? text(v[0]) : typeof v === 'string' ? v.trim() : '');

/**
 * A profile's default queue: one of the tenant's rule engine queues by name, or none (the main queue). The names are
 * read from the platform when the form is drawn; the platform refuses a name that is no queue of the tenant.
 */
export const queueChoiceEditor: StructuredEditor = {
  view: 'queueChoice',
  read: (body, path) => text(body[path]) || null,
  check: () => ({}),
  load: (platform) => profileReferencesApi.getRuleEngineQueueNames(platform),
};
