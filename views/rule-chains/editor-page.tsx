import type { ReactNode } from 'react';
import { Shell } from '../shell/shell.tsx';
import { CsrfField, FormError } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import type { ChainPicture } from '../../server/domain/rule-chain-picture.ts';
import type { FormView } from '../../server/domain/entity-view.ts';
import { FormFields } from '../parts/form-field.tsx';
import { ChainPictureView } from './chain-picture.tsx';
import { NodeLibrary, type LibraryGroup } from './node-library.tsx';
import { Island } from '../parts/island.tsx';

/** A row of the editor's node list: the node and the addresses of what can be done to it. */
export interface EditorNodeRow {
  index: number;
  name: string;
  kind: string;
  first: boolean;
  links: { edit: string; move: string; connect: string; delete: string; first: string; events?: string };
}

/** What the editor island needs besides the page: see islands/rule-chain-editor. */
export interface RuleChainEditorProps {
  /** The editor's address with the base path: forms post below it. */
  action: string;
  /** Each node's stored place, by index: a move posts the place plus the distance dragged. */
  nodes: Array<{ index: number; x: number; y: number }>;
  /** Status texts: while a link waits for its target, and when it was cancelled. */
  connecting: string;
  cancelled: string;
}

export interface EditorConnectionRow {
  from: string;
  to: string;
  labels: string[];
  editHref: string;
  deleteHref: string;
}

export interface EditorPageProps {
  title: string;
  crumbs: Crumb[];
  name: string;
  picture: ChainPicture;
  /** The editor's address (without the base path): forms post here, dialogs open below it. */
  path: string;
  nodeHref: (index: number) => string;
  nodes: EditorNodeRow[];
  connections: EditorConnectionRow[];
  library: LibraryGroup[];
  search: string;
  /** Unsaved changes exist; Undo has something to take back. */
  dirty: boolean;
  canUndo: boolean;
  exportHref?: string;
  eventsHref?: string;
  /** The dialog of the chain's name, debug mode and description (saved chains). */
  settingsHref?: string;
  discardHref: string;
  formError?: string;
  selected?: number;
  dialog?: ReactNode;
  island: RuleChainEditorProps;
  /** An imported chain's name, debug mode and description, saved with it (its Save replaces the toolbar's). */
  chainForm?: FormView;
}

function Toolbar({ props }: { props: EditorPageProps }) {
  const { t, url } = useView();
  return (
    <div className="editor-toolbar">
      <form method="post" action={url(props.path)} className="editor-actions">
        <CsrfField />
        {!props.chainForm && (
          <button type="submit" name="op" value="save" className="button primary">
            {t('action.save')}
          </button>
        )}
        <button type="submit" name="op" value="undo" className="button" disabled={!props.canUndo}>
          {t('rulechain.undo')}
        </button>
      </form>
      {props.dirty && (
        <a className="button" href={url(props.discardHref)}>
          {t('rulechain.discard')}
        </a>
      )}
      {props.settingsHref && (
        <a className="button" href={url(props.settingsHref)}>
          {t('rulechain.rulechain-details')}
        </a>
      )}
      {props.exportHref && (
        <a className="button" href={url(props.exportHref)} download>
          {t('rulechain.export')}
        </a>
      )}
      {props.eventsHref && (
        <a className="button" href={url(props.eventsHref)}>
          {t('rulechain.events')}
        </a>
      )}
      {props.dirty && <span className="editor-unsaved">{t('rulechain.unsaved-changes')}</span>}
    </div>
  );
}

function NodeRows({ nodes }: { nodes: EditorNodeRow[] }) {
  const { t, url } = useView();
  return (
    <table className="entity-table node-table editor-nodes">
      <caption>{t('rulechain.nodes')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('rulenode.name')}</th>
          <th scope="col">{t('rulenode.type')}</th>
          <th scope="col">{t('rulenode.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {nodes.map((node) => (
          <tr key={node.index} data-node={node.index}>
            <td>
              {node.name}
              {node.first && <span className="badge">{t('rulenode.first-node')}</span>}
            </td>
            <td>{node.kind}</td>
            <td>
              <span className="node-actions">
                <a href={url(node.links.edit)} aria-label={`${t('action.edit')}: ${node.name}`}>{t('action.edit')}</a>
                <a href={url(node.links.move)} aria-label={`${t('rulenode.move')}: ${node.name}`}>{t('rulenode.move')}</a>
                <a href={url(node.links.connect)} aria-label={`${t('rulenode.add-link')}: ${node.name}`}>{t('rulenode.add-link')}</a>
                {!node.first && <a href={url(node.links.first)} aria-label={`${t('rulenode.set-first')}: ${node.name}`}>{t('rulenode.set-first')}</a>}
                {node.links.events && <a href={url(node.links.events)} aria-label={`${t('rulenode.events')}: ${node.name}`}>{t('rulenode.events')}</a>}
                <a href={url(node.links.delete)} aria-label={`${t('action.delete')}: ${node.name}`}>{t('action.delete')}</a>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ConnectionRows({ connections }: { connections: EditorConnectionRow[] }) {
  const { t, url } = useView();
  if (connections.length === 0) return null;
  return (
    <table className="entity-table link-table">
      <caption>{t('rulechain.connections')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('rulenode.link-from-column')}</th>
          <th scope="col">{t('rulenode.link-to')}</th>
          <th scope="col">{t('rulenode.link-labels')}</th>
          <th scope="col">{t('rulenode.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {connections.map((c) => (
          <tr key={c.deleteHref}>
            <td>{c.from}</td>
            <td>{c.to}</td>
            <td>{c.labels.join(', ')}</td>
            <td>
              <span className="node-actions">
                <a href={url(c.editHref)} aria-label={`${t('action.edit')}: ${c.from} → ${c.to}`}>{t('action.edit')}</a>
                <a href={url(c.deleteHref)} aria-label={`${t('rulenode.delete-link')}: ${c.from} → ${c.to}`}>{t('action.delete')}</a>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The rule chain editor as a page that works without a script: the chain's picture with each node a link to its
 * dialog, the node list and connections with their actions, the node library; Save, Undo, Discard, Export.
 */
export function RuleChainEditorPage(props: EditorPageProps) {
  const { t, url } = useView();
  return (
    <Shell title={props.title} crumbs={props.crumbs}>
      <div className="entity-page rule-chain-editor" data-editor={props.path}>
        <h2>{props.chainForm ? t('rulechain.import-title', { name: props.name }) : props.name}</h2>
        {props.chainForm && (
          <form method="post" action={url(props.path)} noValidate className="import-form">
            <CsrfField />
            <FormFields form={props.chainForm} />
            <div className="import-actions">
              <button type="submit" name="op" value="save" className="button primary">
                {t('action.save')}
              </button>
            </div>
          </form>
        )}
        <Toolbar props={props} />
        <FormError message={props.formError} />
        <div className="editor-body">
          <NodeLibrary groups={props.library} search={props.search} action={props.path} keep={{}} />
          <div className="editor-main">
            <ChainPictureView picture={props.picture} name={props.name} nodeHref={props.nodeHref} selected={props.selected} />
            <NodeRows nodes={props.nodes} />
            <ConnectionRows connections={props.connections} />
            <Island name="rule-chain-editor" props={props.island}>
              <div className="editor-hint">
                <p>{t('rulechain.editor-hint')}</p>
                <p>{t('rulechain.editor-keys')}</p>
                <p className="editor-status" aria-live="polite" />
              </div>
            </Island>
          </div>
        </div>
        {props.dialog}
      </div>
    </Shell>
  );
}
