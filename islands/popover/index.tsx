// Popovers (views/parts/popover.tsx): hover and focus open them, with the trigger's enter and leave delays (seconds);
// a click keeps toggling them natively. A help popover (views/parts/help-button.tsx) loads its help page's fragment
// the first time it opens, the spinner shown and the content busy meanwhile. No React: plain DOM.

function showFrom(popover: HTMLElement, trigger: HTMLElement): void {
  if (popover.matches(':popover-open')) return;
  // The trigger as the popover's source: the placement classes position it against the trigger (CSS anchors).
  (popover.showPopover as (options?: { source?: HTMLElement }) => void).call(popover, { source: trigger });
}

function enableHover(trigger: HTMLButtonElement, popover: HTMLElement): void {
  const mode = trigger.dataset.popoverTrigger;
  if (mode !== 'hover' && mode !== 'focus') return;
  const enter = Number(trigger.dataset.enterDelay ?? 0) * 1000;
  const leave = Number(trigger.dataset.leaveDelay ?? 0) * 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = (action: () => void, ms: number) => {
    clearTimeout(timer);
    timer = ms > 0 ? setTimeout(action, ms) : (action(), undefined);
  };
  const open = () => later(() => showFrom(popover, trigger), enter);
  const close = () => later(() => {
    if (popover.matches(':popover-open') && !popover.matches(':hover') && !popover.contains(document.activeElement)) popover.hidePopover();
  }, leave);
  trigger.addEventListener('focus', open);
  trigger.addEventListener('blur', close);
  if (mode === 'hover') {
    for (const element of [trigger, popover]) {
      element.addEventListener('pointerenter', open);
      element.addEventListener('pointerleave', close);
    }
  }
}

async function loadHelp(target: HTMLElement): Promise<void> {
  const src = target.dataset.helpSrc;
  if (!src || target.dataset.helpState) return;
  target.dataset.helpState = 'loading';
  target.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(src, { headers: { 'HX-Request': 'true' }, credentials: 'same-origin' });
    // The server's fragment: markdown it rendered and sanitized itself (server/help/markdown.ts).
    target.innerHTML = await response.text();
    target.dataset.helpState = response.ok ? 'ready' : 'failed';
  } catch {
    target.dataset.helpState = 'failed';
    target.querySelector('.spinner')?.remove();
    target.querySelector<HTMLElement>('.no-js-only')?.classList.remove('no-js-only');
  } finally {
    target.removeAttribute('aria-busy');
  }
}

export async function hydrate(element: HTMLElement): Promise<void> {
  for (const trigger of element.querySelectorAll<HTMLButtonElement>('[data-popover-trigger]')) {
    const popover = document.getElementById(trigger.getAttribute('popovertarget') ?? '');
    if (!popover) continue;
    enableHover(trigger, popover);
    popover.addEventListener('toggle', (event) => {
      if ((event as ToggleEvent).newState !== 'open') return;
      const help = popover.querySelector<HTMLElement>('[data-help-src]');
      if (help) void loadHelp(help);
    });
  }
}
