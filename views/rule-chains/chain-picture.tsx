import { useView } from '../view-context.tsx';
import { NODE_HEIGHT, NODE_WIDTH, type ChainPicture, type NodeGroup, type PictureNode } from '../../server/domain/rule-chain-picture.ts';

/** Translation keys of the node groups (upstream's rule node type names). */
export const GROUP_LABELS: Record<NodeGroup, string> = {
  FILTER: 'rulenode.type-filter',
  ENRICHMENT: 'rulenode.type-enrichment',
  TRANSFORMATION: 'rulenode.type-transformation',
  ACTION: 'rulenode.type-action',
  EXTERNAL: 'rulenode.type-external',
  FLOW: 'rulenode.type-flow',
  RULE_CHAIN: 'rulenode.type-rule-chain',
  INPUT: 'rulenode.type-input',
  UNKNOWN: 'rulenode.type-unknown',
};

/** A node's box: coloured by its group (rule-chains.css), its name and what it is (or the chain it sends to). */
function NodeBox({ node, href, selected }: { node: PictureNode; href?: string; selected?: boolean }) {
  const { t } = useView();
  const title = node.group === 'INPUT' ? t(GROUP_LABELS.INPUT) : node.name;
  const second = node.target ?? (node.group === 'INPUT' ? '' : node.component);
  const box = (
    <g className={`rule-node node-${node.group.toLowerCase()}${selected ? ' selected' : ''}`} data-index={node.index}>
      <rect x={node.x} y={node.y} width={NODE_WIDTH} height={NODE_HEIGHT} rx="6" />
      <text x={node.x + 8} y={node.y + (second ? 18 : 27)} className="node-name">
        {title.length > 19 ? `${title.slice(0, 18)}…` : title}
      </text>
      {second && (
        <text x={node.x + 8} y={node.y + 35} className="node-type">
          {second.length > 23 ? `${second.slice(0, 22)}…` : second}
        </text>
      )}
    </g>
  );
  // In the editor each node is a link to its dialog: focusable and usable without a script.
  return href ? (
    <a href={href} className="node-link" data-node={node.index}>
      {box}
    </a>
  ) : (
    box
  );
}

/** A chain drawn read-only from its metadata: boxes at their stored places, connections with their relation types. */
export function ChainPictureView({ picture, name, nodeHref, selected }: { picture: ChainPicture; name: string; nodeHref?: (index: number) => string; selected?: number }) {
  const { t } = useView();
  const summary = t('rulechain.picture-summary', { name, nodes: picture.nodes.length, connections: picture.connectionCount });
  return (
    <figure className="chain-picture">
      {/* Focusable: on narrow screens the picture scrolls, and the keyboard must reach it. */}
      <div className="chain-canvas" tabIndex={0} role="region" aria-label={summary}>
        {/* With links in it the picture is a group of controls, not an image. */}
        <svg role={nodeHref ? 'group' : 'img'} aria-label={summary} viewBox={`0 0 ${picture.width} ${picture.height}`} width={picture.width} height={picture.height}>
          <defs>
            <marker id="chain-arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" />
            </marker>
          </defs>
          {picture.connections.map((c) => (
            <g key={`${c.from}>${c.to}`} className="rule-connection" data-from={c.from} data-to={c.to}>
              <path d={c.path} markerEnd="url(#chain-arrow)" />
              {c.labels.length > 0 && (
                <text x={c.labelX} y={c.labelY - 4} textAnchor="middle" className="connection-label">
                  {c.labels.join(' / ')}
                </text>
              )}
            </g>
          ))}
          <NodeBox node={picture.input} />
          {picture.nodes.map((node) => (
            <NodeBox key={node.index} node={node} href={nodeHref?.(node.index)} selected={selected === node.index} />
          ))}
        </svg>
      </div>
      <figcaption>{summary}</figcaption>
    </figure>
  );
}
