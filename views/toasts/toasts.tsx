import type { ReactNode } from 'react';
import type { Notice } from '../../server/domain/notice.ts';
import { useView } from '../view-context.tsx';

export const TOASTS_ID = 'toasts';

/**
 * One toast. Its Close label toggles a checkbox that hides it through CSS, so it closes without
 * JavaScript; with JavaScript a toast with a duration also closes itself.
 */
export function Toast({ notice, id }: { notice: Notice; id: string }) {
  const { t, url } = useView();
  const position = notice.position ?? 'top-left';
  return (
    <div className={`toast-slot toast-${position}`}>
      <input type="checkbox" id={id} className="toast-dismiss" aria-label={t('toast.close')} />
      <div className={`toast toast-${notice.type}`} role={notice.type === 'error' ? 'alert' : 'status'} data-duration={notice.durationMs}>
        <div className="toast-text">
          <p className="toast-message">{notice.message}</p>
          {notice.details && notice.details.length > 0 && (
            <ul className="toast-details">
              {notice.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
        {notice.retryPath && (
          <a className="toast-action" href={url(notice.retryPath)}>
            {t('toast.retry')}
          </a>
        )}
        <label htmlFor={id} className="toast-action">
          {t('toast.close')}
        </label>
      </div>
    </div>
  );
}

/**
 * The page's toast region, always present so that htmx responses can fill it out of band
 * (`oob`: the region replaces its content, so a new toast replaces the old one). It also takes
 * a dialog an htmx action answers with (the forbidden dialog).
 */
export function ToastRegion({ oob, children }: { oob?: boolean; children?: ReactNode }) {
  return (
    <div id={TOASTS_ID} className="toasts" hx-swap-oob={oob ? 'innerHTML' : undefined}>
      {children}
    </div>
  );
}
