/**
 * Closes toasts that carry a duration (data-duration, ms) by ticking their close checkbox, for
 * toasts in the page and those htmx swaps into the toast region later.
 */
export function enableToastTimers(root: Document): void {
  const arm = (scope: ParentNode) => {
    for (const toast of scope.querySelectorAll<HTMLElement>('.toast[data-duration]:not([data-armed])')) {
      toast.dataset.armed = '';
      const close = toast.previousElementSibling;
      const ms = Number(toast.dataset.duration);
      if (close instanceof HTMLInputElement && ms > 0) setTimeout(() => (close.checked = true), ms);
    }
  };
  arm(root);
  const region = root.getElementById('toasts');
  if (region) new MutationObserver(() => arm(region)).observe(region, { childList: true, subtree: true });
}
