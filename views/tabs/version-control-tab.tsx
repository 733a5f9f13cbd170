import { Dialog } from '../dialogs/dialog.tsx';
import { CsrfField } from '../form-parts.tsx';
import { DateTime } from '../date-time.tsx';
import { useView } from '../view-context.tsx';
import { DefaultSubmit } from '../parts/default-submit.tsx';
import { CopyButton } from '../copy-button.tsx';
import { regionForm } from '../entity/action-button.tsx';
import { DIALOG_REGION } from '../entity/dialog-slot.tsx';
import { PAGE_REGION } from '../entity/list-page.tsx';
import type { TableState } from '../../server/domain/table-state.ts';
import type { DiffLine } from '../../server/domain/line-diff.ts';
import type { EntityVersion } from '../../server/platform/api/version-control.ts';
import { KeysDeleteDialog, type KeysDeleteView } from './keys-delete-dialog.tsx';
import { CreateEntitiesVersion, RestoreEntities, type EntitiesRestoreView, type EntitiesVersionView } from './vc-entities-dialogs.tsx';
import { TabTable, type TabColumn } from './tab-table.tsx';
import { CloseButton, DialogButtons, RowLink, TabToolbar } from './tab-toolbar.tsx';
import { BranchSelect } from '../parts/branch-select.tsx';
import type { Branch } from '../../server/domain/pickers/branch.ts';

export type VersionDialogView =
  | { kind: 'create'; action: string; cancelHref: string; branch: string; branches: Branch[]; branchError?: string; versionName: string; error?: string; formError?: string }
  | { kind: 'progress'; title: string; pollHref: string; closeHref: string; done: boolean; lines: string[]; error?: string }
  | { kind: 'compare'; closeHref: string; version: string; lines: DiffLine[] }
  | KeysDeleteView
  | EntitiesVersionView
  | EntitiesRestoreView;

export interface VersionControlView {
  /** Without repository settings: the link to them instead of the list. */
  settingsHref?: string;
  action: string;
  branches: Branch[];
  branch: string;
  readOnly: boolean;
  rows: EntityVersion[];
  state: TableState;
  total: number;
  hasNext: boolean;
  totalPages: number;
  stateHref(state: TableState): string;
  /** Create (of the entity, or on `/vc` of several entity types) and restore; compare only on the entity tab. */
  createHref?: string;
  createLabel?: string;
  compareHref?(v: EntityVersion): string;
  restoreHref?(v: EntityVersion): string;
  dialog?: VersionDialogView;
}

function CreateVersion({ dialog }: { dialog: Extract<VersionDialogView, { kind: 'create' }> }) {
  const { t } = useView();
  const actions = <DialogButtons cancelHref={dialog.cancelHref} formId="create-version-form" submitLabel={t('action.create')} />;
  return (
    <Dialog id="dialog-create-version" title={t('version-control.create-version')} open actions={actions}>
      <form id="create-version-form" {...regionForm(dialog.action)}>
        <DefaultSubmit />
        <CsrfField />
        {dialog.formError && (
          <p className="form-error" role="alert">
            {dialog.formError}
          </p>
        )}
        <BranchSelect view={{ id: 'version-branch', name: 'branch', value: dialog.branch, branches: dialog.branches, mode: 'free', error: dialog.branchError }} />
        <div className="field">
          <label htmlFor="version-name">{t('version-control.version-name')}</label>
          <input id="version-name" name="versionName" defaultValue={dialog.versionName} required maxLength={255} aria-invalid={dialog.error ? true : undefined} aria-describedby={dialog.error ? 'version-name-error' : undefined} />
          {dialog.error && (
            <span id="version-name-error" className="field-error">
              {dialog.error}
            </span>
          )}
        </div>
        <label>
          <input type="checkbox" name="config.saveRelations" value="true" defaultChecked />
          {t('version-control.export-relations')}
        </label>
        <label>
          <input type="checkbox" name="config.saveAttributes" value="true" defaultChecked />
          {t('version-control.export-attributes')}
        </label>
      </form>
    </Dialog>
  );
}

/** A create or restore request in progress: polled every 2 s by htmx (a refresh link without JavaScript), then its result. */
function Progress({ dialog }: { dialog: Extract<VersionDialogView, { kind: 'progress' }> }) {
  const { t } = useView();
  const actions = <CloseButton href={dialog.closeHref} />;
  return (
    <Dialog id="dialog-version-progress" title={dialog.title} open actions={actions}>
      {!dialog.done && (
        <div role="status" hx-get={dialog.pollHref} hx-trigger="every 2s" hx-target={`#${PAGE_REGION}`} hx-swap="outerHTML">
          <progress aria-label={t('version-control.in-progress')} />
          <p>{t('version-control.in-progress')}</p>
          <noscript>
            <a href={dialog.pollHref}>{t('action.refresh')}</a>
          </noscript>
        </div>
      )}
      {dialog.done && dialog.error && (
        <p className="form-error" role="alert">
          {dialog.error}
        </p>
      )}
      {dialog.done && !dialog.error && (
        <ul role="status">
          {dialog.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

/** Compare with current: the version's export against the entity now, line by line. */
function Compare({ dialog }: { dialog: Extract<VersionDialogView, { kind: 'compare' }> }) {
  const { t } = useView();
  const actions = <CloseButton href={dialog.closeHref} />;
  return (
    <Dialog id="dialog-compare-version" title={t('version-control.difference')} open actions={actions}>
      <p>
        <span className="diff-removed">{t('version-control.version-lines', { version: dialog.version })}</span> · <span className="diff-added">{t('version-control.current-lines')}</span>
      </p>
      <pre className="line-diff" tabIndex={0}>
        {dialog.lines.map((line, i) => (
          <span key={i} className={`diff-${line.kind}`}>
            {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '- ' : '  '}
            {line.text}
            {'\n'}
          </span>
        ))}
      </pre>
    </Dialog>
  );
}

/** The version-control tab (console-map §3.21): branch, the entity's versions, create, compare, restore. */
export function VersionControlTab({ view }: { view: VersionControlView }) {
  const { t } = useView();
  if (view.settingsHref) {
    return (
      <div className="tab-content version-control-tab">
        <p>{t('version-control.no-repository-settings')}</p>
        <a className="button" href={view.settingsHref}>
          {t('version-control.repository-settings')}
        </a>
      </div>
    );
  }
  const columns: TabColumn<EntityVersion>[] = [
    { key: 'timestamp', title: 'version-control.created-time', width: '150px', sortable: true, render: (v) => <DateTime ms={v.timestamp} /> },
    { key: 'id', title: 'version-control.version-id', width: '150px', sortable: false, render: (v) => <CopyButton text={v.id} label={t('version-control.copy-full-version-id')} copiedLabel={t('common.copied')} className="icon-only" /> },
    { key: 'name', title: 'version-control.version-name', width: '25%', sortable: false, render: (v) => v.name },
    { key: 'author', title: 'version-control.author', width: '25%', sortable: false, render: (v) => v.author },
  ];
  const d = view.dialog;
  return (
    <div className="tab-content version-control-tab">
      <TabToolbar action={view.action} search={{ label: t('version-control.search'), value: view.state.textSearch }} add={view.readOnly || !view.createHref ? undefined : { href: view.createHref, label: view.createLabel ?? t('version-control.create-version') }}>
        {/* Selection mode; the toolbar reloads on change and its answer shows the branch the text chose. */}
        <BranchSelect view={{ id: 'vc-branch', name: 'branch', value: view.branch, branches: view.branches, mode: 'select' }} />
      </TabToolbar>
      <TabTable
        columns={columns}
        rows={view.rows}
        rowKey={(v) => v.id}
        state={view.state}
        total={view.total}
        hasNext={view.hasNext}
        totalPages={view.totalPages}
        stateHref={view.stateHref}
        emptyText={t('version-control.no-versions-text')}
        actions={
          view.compareHref || view.restoreHref
            ? {
                title: t('entity.row-actions'),
                render: (v) => (
                  <>
                    {view.compareHref && <RowLink href={view.compareHref(v)} label={t('version-control.compare-with-current')} icon="compare_arrows" />}
                    {view.restoreHref && <RowLink href={view.restoreHref(v)} label={t('version-control.restore-version')} icon="restore" />}
                  </>
                ),
              }
            : undefined
        }
      />
      <div id={DIALOG_REGION}>
        {d?.kind === 'create' && <CreateVersion dialog={d} />}
        {d?.kind === 'progress' && <Progress dialog={d} />}
        {d?.kind === 'compare' && <Compare dialog={d} />}
        {d?.kind === 'delete' && <KeysDeleteDialog dialog={d} />}
        {d?.kind === 'create-entities' && <CreateEntitiesVersion dialog={d} />}
        {d?.kind === 'restore-entities' && <RestoreEntities dialog={d} />}
      </div>
    </div>
  );
}
