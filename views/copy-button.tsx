import { Icon } from './icon.tsx';
import { useScript } from './page-scripts.tsx';

export interface CopyButtonProps {
  /** The text the button puts on the clipboard. */
  text: string;
  label: string;
  /** The tooltip after copying. */
  copiedLabel: string;
  className?: string;
  /** When the text expires (ms), and the tooltip that says so after that time. */
  staleAfter?: number;
  staleLabel?: string;
}

/** A button the copy behaviour (islands/behaviours/copy-button.ts) answers: done icon and tooltip for 1.5 s. */
export function CopyButton({ text, label, copiedLabel, className, staleAfter, staleLabel }: CopyButtonProps) {
  useScript('copy-buttons');
  return (
    <button
      type="button"
      className={className ? `button copy-button ${className}` : 'button copy-button'}
      data-copy={text}
      data-copied-label={copiedLabel}
      data-stale-after={staleAfter}
      data-stale-label={staleLabel}
      title={label}
      aria-label={label}
    >
      <Icon name="mdi:clipboard-arrow-left" className="copy-idle" />
      <Icon name="done" className="copy-done" />
      <span>{label}</span>
      <span className="tooltip" role="status" aria-live="polite" />
    </button>
  );
}
