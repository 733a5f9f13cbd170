import type { ReactNode } from 'react';
import { Icon } from '../icon.tsx';
import { useScript } from '../page-scripts.tsx';
import { useView } from '../view-context.tsx';

export interface FullscreenPanelProps {
  id: string;
  title: string;
  /** The toolbar's action items (buttons or links, each named). */
  actions?: ReactNode;
  /** Drawn as a full-page overlay (the page asked for it with the trigger's address). */
  fullscreen: boolean;
  /** The trigger's address without script: the page with this panel full-page, or back. */
  toggleHref: string;
  children: ReactNode;
}

/**
 * The fullscreen toolbar (widgets spec §2, §4): a toolbar with a title, action items and a trigger that moves the
 * panel to a full-page overlay and back. Without script the trigger is a link to the page drawn that way; the files
 * behaviour toggles it in place (aria-pressed, Escape leaves, the focus stays on the trigger) and fires
 * `fullscreen-change` with true or false.
 */
export function FullscreenPanel({ id, title, actions, fullscreen, toggleHref, children }: FullscreenPanelProps) {
  useScript('parts-files');
  const { t } = useView();
  const label = t(fullscreen ? 'fullscreen.exit' : 'fullscreen.expand');
  return (
    <section className={fullscreen ? 'fullscreen-panel is-fullscreen' : 'fullscreen-panel'} id={id} aria-labelledby={`${id}-title`} data-fullscreen-panel="">
      <div className="fullscreen-toolbar" role="toolbar" aria-labelledby={`${id}-title`}>
        <h3 className="fullscreen-title" id={`${id}-title`}>{title}</h3>
        {actions}
        <a className="icon-button" href={toggleHref} role="button" aria-pressed={fullscreen} aria-label={label} title={label} data-fullscreen-trigger=""
          data-label-off={t('fullscreen.expand')} data-label-on={t('fullscreen.exit')}>
          <Icon name="fullscreen" className="when-off" />
          <Icon name="fullscreen_exit" className="when-on" />
        </a>
      </div>
      <div className="fullscreen-content">{children}</div>
    </section>
  );
}
