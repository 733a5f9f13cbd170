import { useView } from '../view-context.tsx';
import { GROUP_LABELS } from './chain-picture.tsx';
import type { NodeGroup } from '../../server/domain/rule-chain-picture.ts';

export interface LibraryGroup {
  type: NodeGroup;
  components: Array<{ clazz: string; name: string; description: string; href: string }>;
}

/**
 * The node library beside the chain: the platform's components grouped by type, searched by a GET form (`q`); each
 * component a link to the add-node dialog.
 */
export function NodeLibrary({ groups, search, action, keep }: { groups: LibraryGroup[]; search: string; action: string; keep: Record<string, string> }) {
  const { t, url } = useView();
  return (
    <nav className="node-library" aria-label={t('rulenode.library')}>
      <form method="get" action={url(action)} className="library-search" role="search">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="library-search">{t('rulenode.search')}</label>
        <input id="library-search" type="search" name="q" defaultValue={search} maxLength={100} />
        <button type="submit" className="button">
          {t('action.search')}
        </button>
      </form>
      {groups.length === 0 && <p className="library-empty">{t('rulenode.no-components-found')}</p>}
      {groups.map((group) => (
        <details key={group.type} open className={`library-group node-${group.type.toLowerCase()}`}>
          <summary>
            {t(GROUP_LABELS[group.type])} ({group.components.length})
          </summary>
          <ul>
            {group.components.map((c) => (
              <li key={c.clazz}>
                <a href={url(c.href)} title={c.description} data-component={c.clazz}>
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </nav>
  );
}
