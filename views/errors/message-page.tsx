import { Document } from '../document.tsx';
import { Icon } from '../icon.tsx';
import { Shell } from '../shell/shell.tsx';
import { routeCrumbs } from '../../server/domain/route-crumbs.ts';
import { useView } from '../view-context.tsx';

export interface MessagePageProps {
  title: string;
  message: string;
  details?: string[];
  icon?: string;
  /** A way forward, e.g. the list with default settings. */
  action?: { label: string; path: string };
}

function MessageBody({ title, message, details, icon = 'error_outline', action }: MessagePageProps) {
  const { url } = useView();
  return (
    <section className="message-page" aria-labelledby="message-title">
      <Icon name={icon} className="message-icon" />
      <h2 id="message-title">{title}</h2>
      <p role="alert">{message}</p>
      {details && details.length > 0 && (
        <ul className="message-details">
          {details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
      {action && (
        <a className="button primary" href={url(action.path)}>
          {action.label}
        </a>
      )}
    </section>
  );
}

/** Errors and "not available yet" inside the shell for signed-in users, bare otherwise. */
export function MessagePage(props: MessagePageProps) {
  const view = useView();
  if (!view.user)
    return (
      <Document title={props.title}>
        <main id="main" className="bare-page">
          <MessageBody {...props} />
        </main>
      </Document>
    );
  return (
    <Shell title={props.title} crumbs={routeCrumbs('message', view, { label: () => props.title, icon: props.icon })}>
      <MessageBody {...props} />
    </Shell>
  );
}
