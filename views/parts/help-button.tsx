import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { Popover, type PopoverPlacement } from './popover.tsx';

export interface HelpButtonProps {
  id: string;
  /** A page of the console's help (`/help/<helpId>`, server/help). */
  helpId: string;
  /** Shown as a text trigger (with the open-in-new icon) instead of the help icon. */
  text?: string;
  placement?: PopoverPlacement;
}

/**
 * The help button and help popover (widgets spec §2, §4): a click opens a popover that loads the help page's
 * markdown once it is visible (the `popover` island asks `/help/<id>` for its fragment, drawn by MarkdownView), with a
 * spinner meanwhile; a second click closes it. Without JavaScript the popover opens too and offers the help page.
 */
export function HelpButton({ id, helpId, text, placement = 'bottom' }: HelpButtonProps) {
  const { t, url } = useView();
  const href = url(`/help/${helpId}`);
  const label = text ?? t('help.show-help');
  return (
    <Popover id={id} triggerMode="click" placement={placement} triggerLabel={label} triggerClassName={text ? 'button text help-trigger' : 'icon-button help-trigger'}
      trigger={text ? <>{text} <Icon name="open_in_new" /></> : <Icon name="help_outline" />}>
      <div className="help-popover" data-help-src={href} aria-live="polite">
        <span className="spinner js-only" role="progressbar" aria-label={t('help.loading')} />
        <a href={href} target="_blank" rel="noopener" className="no-js-only">{t('help.open-help-page')}</a>
      </div>
    </Popover>
  );
}

/** A help link button: the help page in a new tab. */
export function HelpLinkButton({ helpId }: { helpId: string }) {
  const { t, url } = useView();
  const label = t('help.open-help-page');
  return (
    <a className="icon-button" href={url(`/help/${helpId}`)} target="_blank" rel="noopener" aria-label={label} title={label}><Icon name="help" /></a>
  );
}
