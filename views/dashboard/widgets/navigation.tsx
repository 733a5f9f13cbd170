import { safeRedirectPath } from '../../../server/base-path.ts';
import { list, text } from '../../../server/dashboards/json-read.ts';
import { Icon } from '../../icon.tsx';
import { homeSectionsFor } from '../../../server/domain/home-sections.ts';
import { useView } from '../../view-context.tsx';
import { ActionIcon } from '../action-icon.tsx';
import { useCustomText } from '../custom-text.ts';
import type { WidgetProps } from './widget-props.ts';

/** navigation_widgets.navigation_card: one console page as a card (its name, icon and path). */
export function NavigationCard({ widget }: WidgetProps) {
  const { url } = useView();
  const text_ = useCustomText();
  const s = widget.config.settings;
  const path = safeRedirectPath(text(s.path, '/home')) ?? '/home';
  return (
    <a className="navigation-card" href={url(path)}>
      <ActionIcon name={text(s.icon, 'home')} />
      <span>{text_(text(s.name))}</span>
    </a>
  );
}

/** navigation_widgets.navigation_cards: the places of the home page the user may open, all or filtered by path. */
export function NavigationCards({ widget }: WidgetProps) {
  const { t, url, user, edgesEnabled } = useView();
  const s = widget.config.settings;
  const filter = new Set(list(s.filter).map((p) => text(p)));
  const mode = text(s.filterType, 'all');
  const places = (user ? homeSectionsFor(user.authority, edgesEnabled) : [])
    .flatMap((section) => section.places)
    .filter((p) => mode === 'include' ? filter.has(p.path) : mode === 'exclude' ? !filter.has(p.path) : true);
  return (
    <ul className="navigation-cards">
      {places.map((p) => (
        <li key={p.path}>
          <a className="navigation-card" href={url(p.path)}>
            <Icon name={p.icon} />
            <span>{t(p.name)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
