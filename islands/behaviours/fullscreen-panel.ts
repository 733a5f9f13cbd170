const PANEL = '[data-fullscreen-panel]';

function setFullscreen(panel: HTMLElement, on: boolean): void {
  panel.classList.toggle('is-fullscreen', on);
  const trigger = panel.querySelector<HTMLElement>('[data-fullscreen-trigger]');
  if (trigger) {
    trigger.setAttribute('aria-pressed', String(on));
    const label = (on ? trigger.dataset.labelOn : trigger.dataset.labelOff) ?? '';
    trigger.setAttribute('aria-label', label);
    trigger.title = label;
  }
  panel.dispatchEvent(new CustomEvent('fullscreen-change', { detail: on, bubbles: true }));
}

/**
 * Fullscreen toolbars (views/parts/fullscreen-panel.tsx) in place: the trigger moves the panel to a full-page
 * overlay and back without loading the page (its link does that without script); Escape leaves it, the focus
 * on the trigger.
 */
export function enableFullscreenPanels(root: Document): void {
  root.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-fullscreen-trigger]');
    const panel = trigger?.closest<HTMLElement>(PANEL);
    if (!trigger || !panel) return;
    event.preventDefault();
    setFullscreen(panel, !panel.classList.contains('is-fullscreen'));
    trigger.focus();
  });
  root.addEventListener('keydown', (event) => {
    // The space bar presses a link acting as a button, as it would a button.
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>('[data-fullscreen-trigger]');
    if (trigger && event.key === ' ') {
      event.preventDefault();
      trigger.click();
      return;
    }
    if (event.key !== 'Escape') return;
    const panel = root.querySelector<HTMLElement>(`${PANEL}.is-fullscreen`);
    if (!panel || root.querySelector('dialog[open]')) return;
    setFullscreen(panel, false);
    panel.querySelector<HTMLElement>('[data-fullscreen-trigger]')?.focus();
  });
}
