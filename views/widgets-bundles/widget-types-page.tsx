import { Shell } from '../shell/shell.tsx';
import { useView } from '../view-context.tsx';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';

/** A widget type as the browse page shows it. */
export interface WidgetTypeCard {
  name: string;
  /** A data URL or an address; absent when the type has no preview. */
  image?: string;
  description?: string;
}

/** `/widgets-bundles/<id>/widgetTypes`: the widget types of one bundle, read-only (the editor is another page). */
export function WidgetTypesPage({ title, crumbs, bundle, types }: { title: string; crumbs: Crumb[]; bundle: string; types: WidgetTypeCard[] }) {
  const { t } = useView();
  return (
    <Shell title={title} crumbs={crumbs}>
      <section aria-labelledby="widget-types-title">
        <h2 id="widget-types-title" className="visually-hidden">
          {bundle}
        </h2>
        {types.length === 0 ? (
          <p className="widget-types-empty">{t('widgets-bundle.no-widget-types')}</p>
        ) : (
          <ul className="widget-types">
            {types.map((type) => (
              <li key={type.name} className="widget-type-card">
                <h3>{type.name}</h3>
                {type.image && <img src={type.image} alt={t('widgets-bundle.preview-of', { name: type.name })} />}
                {type.description && <p>{type.description}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Shell>
  );
}
