import type { StructuredEditor } from '../../domain/entity-form.ts';
import { postedText } from './posted-rows.ts';
import { profileReferencesApi } from '../../platform/api/profile-references.ts';


/**
 * A profile's default queue: one of the tenant's rule engine queues by name, or none (the main queue). The names are
 * read from the platform when the form is drawn; the platform refuses a name that is no queue of the tenant.
 */
export const queueChoiceEditor: StructuredEditor = {
  view: 'queueChoice',
  read: (body, path) => postedText(body[path]) || null,
  check: () => ({}),
  load: (request) => profileReferencesApi.getRuleEngineQueueNames(request.platform),
};
