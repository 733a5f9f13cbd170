const TICK_MS = 1000;

/**
 * A data-countdown element counts its seconds down in its own text, keeping the element named by
 * data-countdown-hides hidden until zero, then removes itself. Elements with data-clear-after
 * disappear after that many milliseconds.
 */
export function enableCountdowns(root: Document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-countdown]')) startCountdown(root, element);
  for (const element of root.querySelectorAll<HTMLElement>('[data-clear-after]')) {
    const ms = Number(element.dataset.clearAfter);
    if (ms > 0) setTimeout(() => element.remove(), ms);
  }
}

function startCountdown(root: Document, element: HTMLElement): void {
  let seconds = Number(element.dataset.countdown);
  const hidden = root.getElementById(element.dataset.countdownHides ?? '');
  if (!(seconds > 0)) return;
  if (hidden) hidden.hidden = true;
  const timer = setInterval(() => {
    const next = seconds - 1;
    if (next <= 0) {
      clearInterval(timer);
      element.remove();
      if (hidden) hidden.hidden = false;
      return;
    }
    // The sentence is translated on the server; only its number changes here.
    element.textContent = (element.textContent ?? '').replace(String(seconds), String(next));
    seconds = next;
  }, TICK_MS);
}
