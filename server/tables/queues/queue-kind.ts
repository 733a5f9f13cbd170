import { formInputOf } from '../../domain/form-input.ts';
import { queuesApi } from '../../platform/api/queues.ts';
import type { Queue } from '../../platform/types/queue.ts';
import type { ColumnSpec } from '../../domain/table-columns.ts';
import { addEntityDialog } from '../dialogs/add-entity.ts';
import { deleteDialog } from '../dialogs/kind-dialogs.ts';
import { ConsoleRefusal } from '../refusal.ts';
import { DETAILS_ONLY, type EntityKind, type EntityTable, type RowAction } from '../entity-table.ts';
import { isMainQueue, PROCESSING_LABELS, QUEUE_DEFAULTS, QUEUE_FORM, SUBMIT_LABELS } from './queue-form.ts';

export const queueKind: EntityKind<Queue> = {
  entityType: 'QUEUE',
  help: 'queue',
  keys: {
    details: 'queue.details',
    add: 'queue.add',
    noEntities: 'queue.no-queues-text',
    search: 'queue.search',
    selected: 'queue.selected-queues',
    copyId: 'queue.copyId',
    openDetailsPage: 'common.open-details-page',
  },
  load: (client, id) => queuesApi.getQueue(client, id),
  name: (queue) => queue.name,
  form: QUEUE_FORM,
  toSaved: (queue) => queue,
  save: (client, queue) => queuesApi.saveQueue(client, queue as Queue),
  tabs: DETAILS_ONLY,
};

const DELETE: RowAction<Queue> = { dialog: 'delete', label: 'action.delete', headerLabel: 'queue.delete', icon: 'delete', enabled: (q) => !isMainQueue(q) };

const COLUMNS: readonly ColumnSpec[] = [
  { key: 'name', title: 'queue.name', width: '25%', sortable: true, cell: 'details' },
  { key: 'partitions', title: 'queue.partitions', width: '25%', sortable: true },
  { key: 'submitStrategy', value: 'submitStrategy.type', title: 'queue.submit-strategy', width: '25%', sortable: false, labels: SUBMIT_LABELS },
  { key: 'processingStrategy', value: 'processingStrategy.type', title: 'queue.processing-strategy', width: '25%', sortable: false, labels: PROCESSING_LABELS },
];

/** The rule-engine queues of the system administrator (console-map §3.14): the `Main` queue cannot be deleted. */
export const queueTable: EntityTable<Queue> = {
  kind: queueKind,
  scope: 'tenant',
  title: (_place, t) => t('admin.queues'),
  columns: COLUMNS,
  list: (request, _place, link) => queuesApi.getQueues(request.platform, link),
  filters: [],
  rowActions: [DELETE],
  groupActions: [{ dialog: 'delete', label: 'action.delete', icon: 'delete' }],
  addActions: [{ dialog: 'add', label: 'queue.add', icon: 'insert_drive_file' }],
  dialogs: {
    add: addEntityDialog<Queue>({ title: 'queue.add', label: 'queue.add', defaults: async () => formInputOf(QUEUE_FORM, QUEUE_DEFAULTS) }),
    delete: deleteDialog<Queue>(
      { label: 'queue.delete', title: 'queue.delete-queue-title', text: 'queue.delete-queue-text', manyTitle: 'queue.delete-queues-title', manyText: 'queue.delete-queues-text', nameParam: 'queueName' },
      async (request, id) => {
        // The platform would delete it: the console keeps the `Main` queue as upstream's does.
        if (isMainQueue(await queuesApi.getQueue(request.platform, id))) throw new ConsoleRefusal(request.view().t('queue.main-queue-protected'));
        await queuesApi.deleteQueue(request.platform, id);
      },
    ),
  },
  editable: true,
  selectable: (queue) => !isMainQueue(queue),
};
