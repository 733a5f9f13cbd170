const FEEDBACK_MS = 1500;

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Plain-http deployments have no async clipboard API.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'offscreen';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

/** The feedback after copying: data-stale-label instead of the copied label once data-stale-after (ms) has passed. */
function copiedLabel(button: HTMLButtonElement): string {
  const staleAfter = Number(button.dataset.staleAfter);
  if (staleAfter > 0 && Date.now() >= staleAfter) return button.dataset.staleLabel ?? '';
  return button.dataset.copiedLabel ?? '';
}

/**
 * Buttons with data-copy copy that text, then show the done icon and a 'copied' tooltip for 1.5 s
 * (or the stale label when the copied text has expired, like an old access token).
 */
export function enableCopyButtons(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-copy]');
    if (!button) return;
    writeClipboard(button.dataset.copy ?? '').then(
      () => {
        button.classList.add('copied');
        const tooltip = button.querySelector('.tooltip');
        if (tooltip) tooltip.textContent = copiedLabel(button);
        setTimeout(() => {
          button.classList.remove('copied');
          if (tooltip) tooltip.textContent = '';
        }, FEEDBACK_MS);
      },
      () => button.classList.add('copy-failed'),
    );
  });
}
