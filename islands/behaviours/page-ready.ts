// <html data-ready> for screenshot scripts and tests: the scripts that still wait for something (islands to hydrate,
// live tiles to get their first data) hold the page by a name in <html data-busy>; the last to let go marks it
// ready. The loader and the live script are separate bundles, so the names live in the DOM, not in a module.
const root = document.documentElement;

function names(): Set<string> {
  return new Set((root.dataset.busy ?? '').split(' ').filter(Boolean));
}

export function holdReady(name: string): void {
  const busy = names();
  busy.add(name);
  root.dataset.busy = [...busy].join(' ');
  delete root.dataset.ready;
}

export function releaseReady(name: string): void {
  const busy = names();
  busy.delete(name);
  if (busy.size > 0) {
    root.dataset.busy = [...busy].join(' ');
    return;
  }
  delete root.dataset.busy;
  root.dataset.ready = 'true';
}
