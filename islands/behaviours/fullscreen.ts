/**
 * The toolbar's fullscreen button stays hidden unless the browser can go fullscreen; it then
 * toggles the whole page and reflects the state in aria-pressed.
 */
export function enableFullscreenToggle(root: Document): void {
  const buttons = () => root.querySelectorAll<HTMLButtonElement>('button[data-fullscreen-toggle]');
  if (!root.fullscreenEnabled) return;
  const sync = () => {
    for (const button of buttons()) {
      button.hidden = false;
      button.setAttribute('aria-pressed', String(root.fullscreenElement !== null));
    }
  };
  sync();
  root.addEventListener('fullscreenchange', sync);
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest('button[data-fullscreen-toggle]');
    if (!button) return;
    const done = root.fullscreenElement ? root.exitFullscreen() : root.documentElement.requestFullscreen();
    done.catch(() => sync());
  });
}
