import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useScript } from '../page-scripts.tsx';

/**
 * The button spinner (widgets spec §2: a circular spinner, diameter 20, replaces a button's content while loading):
 * a submit button whose form's htmx request, while it runs, shows the spinner in place of its text and marks it
 * busy and disabled (islands/behaviours/spinner-buttons.ts, in the htmx script). The text stays the button's name.
 */
export function SpinnerButton({ children, className = 'button primary', busy, ...rest }: { children: ReactNode; busy?: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
  useScript('htmx');
  return (
    <button type="submit" {...rest} className={`${className} spinner-button${busy ? ' busy' : ''}`} data-spinner-button="" aria-busy={busy || undefined} disabled={busy || rest.disabled}>
      <span className="spinner-button-label">{children}</span>
      <span className="spinner" aria-hidden="true" />
    </button>
  );
}
