import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';

/** The networks of the social share panel (widgets spec §2) and their share addresses: links only, no script of theirs. */
const NETWORKS = [
  { name: 'Facebook', icon: 'mdi:facebook', href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${url}` },
  { name: 'Twitter', icon: 'mdi:twitter', href: (url: string, text: string) => `https://twitter.com/intent/tweet?url=${url}&text=${text}` },
  { name: 'Linkedin', icon: 'mdi:linkedin', href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
  { name: 'Reddit', icon: 'mdi:reddit', href: (url: string, text: string) => `https://www.reddit.com/submit?url=${url}&title=${text}` },
];

/** The share addresses of a page (absolute `url`) with its title, one per network. */
export function shareLinks(url: string, title: string): { name: string; icon: string; href: string }[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return NETWORKS.map((network) => ({ name: network.name, icon: network.icon, href: network.href(u, text) }));
}

/**
 * The social share panel: a link per network that opens its share page in a new tab (the console's own icons;
 * nothing is loaded from the networks). Disabled (nothing to share yet), the icons show without links.
 */
export function SharePanel({ url, title, disabled }: { url: string; title: string; disabled?: boolean }) {
  const { t } = useView();
  return (
    <ul className="share-panel" aria-label={t('files.share')}>
      {shareLinks(url, title).map((link) => {
        const label = t('action.share-via', { provider: link.name });
        return (
          <li key={link.name}>
            {disabled
              ? <span className="icon-button disabled" role="img" aria-label={label} title={label} aria-disabled="true"><Icon name={link.icon} /></span>
              : (
                <a className="icon-button" href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${label} ${t('files.new-tab')}`} title={label}>
                  <Icon name={link.icon} />
                </a>
              )}
          </li>
        );
      })}
    </ul>
  );
}
