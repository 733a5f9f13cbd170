import { NULL_UUID } from '../lib/ids.ts';
import type { Stores } from '../store/stores.ts';
import { queueRow } from '../services/queues.ts';
import type { QueueSettings } from '../services/queues.ts';
import type { SeedClock } from './seed-clock.ts';
import { SYSTEM_WIDGETS } from './widgets/catalogue.ts';
import { descriptorOf } from './widgets/descriptor.ts';
import { previewImage } from './widgets/kind-templates.ts';

const retrying = (retries: number, pause: number) => ({
  type: 'RETRY_FAILED_AND_TIMED_OUT', retries, failurePercentage: 0, pauseBetweenRetries: pause, maxPauseBetweenRetries: pause,
});

/** The three system rule-engine queues (contract 10.1). */
export const SYSTEM_QUEUES: QueueSettings[] = [
  {
    name: 'Main', topic: 'tb_rule_engine.main', pollInterval: 25, partitions: 10, consumerPerPartition: true,
    packProcessingTimeout: 2000, submitStrategy: { type: 'BURST', batchSize: 1000 },
    processingStrategy: {
      type: 'SKIP_ALL_FAILURES', retries: 3, failurePercentage: 0, pauseBetweenRetries: 3, maxPauseBetweenRetries: 3,
    },
    additionalInfo: null,
  },
  {
    name: 'HighPriority', topic: 'tb_rule_engine.hp', pollInterval: 25, partitions: 10, consumerPerPartition: true,
    packProcessingTimeout: 2000, submitStrategy: { type: 'BURST', batchSize: 100 }, processingStrategy: retrying(0, 5),
    additionalInfo: null,
  },
  {
    name: 'SequentialByOriginator', topic: 'tb_rule_engine.sq', pollInterval: 25, partitions: 10,
    consumerPerPartition: true, packProcessingTimeout: 2000,
    submitStrategy: { type: 'SEQUENTIAL_BY_ORIGINATOR', batchSize: 100 }, processingStrategy: retrying(3, 5),
    additionalInfo: null,
  },
];

/** System queues and the system widgets bundles with their widget types. */
export function seedSystemContent(stores: Stores, clock: SeedClock): void {
  for (const settings of SYSTEM_QUEUES) stores.queues.save(queueRow(NULL_UUID, settings, clock.id().id));
  for (const bundle of SYSTEM_WIDGETS) {
    const bundleId = clock.id();
    stores.widgets.saveBundle({
      ...bundleId, tenant_id: NULL_UUID, alias: bundle.alias, title: bundle.title,
      image: previewImage(bundle.widgets[0].kind, bundle.color), description: bundle.description, external_id: null,
    });
    for (const widget of bundle.widgets) {
      stores.widgets.saveType({
        ...clock.id(), tenant_id: NULL_UUID, bundle_alias: bundle.alias, alias: widget.alias, name: widget.name,
        image: previewImage(widget.kind, bundle.color), description: widget.description,
        descriptor: JSON.stringify(descriptorOf(widget)),
      });
    }
  }
}
