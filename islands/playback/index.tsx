// The history playback island (views/parts/history-playback.tsx), no React: the control's form is sent with `fetch`
// instead of loading the page; the server's page of the asked step gives the widgets (`.dlayouts`) and the control,
// which replace the page's; the address follows. While the control says it plays, the next step is asked for
// after its delay, counted from the moment the page is `data-ready` again. The page is not `data-ready` while a step
// is on its way.
import { holdReady, releaseReady } from '../behaviours/page-ready.ts';

const READY_NAME = 'playback';

function formOf(element: HTMLElement): HTMLFormElement | null {
  return element.querySelector('form.history-playback');
}

/** The address a form's GET submission by `submitter` leads to, as the browser builds it. */
function submission(form: HTMLFormElement, submitter: HTMLElement | null): string {
  const data = new FormData(form, submitter);
  const target = new URL(form.action, location.href);
  target.search = new URLSearchParams(Array.from(data, ([k, v]) => [k, String(v)])).toString();
  return target.href;
}

/** Calls `then` once the page is `data-ready` (a step's islands hydrated too), so that every step is shown whole. */
function whenReady(then: () => void): void {
  const root = document.documentElement;
  if (root.dataset.ready === 'true') return then();
  const watch = new MutationObserver(() => {
    if (root.dataset.ready !== 'true') return;
    watch.disconnect();
    then();
  });
  watch.observe(root, { attributes: true, attributeFilter: ['data-ready'] });
}

export function hydrate(element: HTMLElement): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request = 0;

  const schedule = () => {
    const form = formOf(element);
    if (form?.dataset.playing !== 'true' || !form.dataset.next) return;
    const next = form.dataset.next;
    const mine = request;
    whenReady(() => {
      if (mine === request) timer = setTimeout(() => void go(next, null), Number(form.dataset.delay) || 1000);
    });
  };

  const go = async (href: string, role: string | null) => {
    clearTimeout(timer);
    const mine = ++request;
    holdReady(READY_NAME);
    try {
      const response = await fetch(href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
      if (!response.ok) throw new Error(`${response.status}`);
      const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
      // A later click won: its answer replaces this one.
      if (mine !== request) return;
      const form = formOf(element);
      const incoming = form && doc.getElementById(form.id);
      if (!form || !(incoming instanceof HTMLFormElement)) throw new Error('no playback in the answer');
      // DOMParser parses as if scripting were off: the page's refresh for browsers without JavaScript would be a
      // live element here, and reload the page once inserted.
      for (const fallback of Array.from(incoming.querySelectorAll('noscript'))) fallback.remove();
      // The dashboard's widgets (the gallery shows the control alone).
      const layouts = doc.querySelector('.dlayouts');
      const current = document.querySelector('.dlayouts');
      if (layouts && current) current.replaceWith(document.adoptNode(layouts));
      form.replaceWith(document.adoptNode(incoming));
      history.replaceState(history.state, '', response.url || href);
      if (role) formOf(element)?.querySelector<HTMLElement>(`[data-role="${role}"]:not(:disabled)`)?.focus();
      schedule();
    } catch {
      // The page as it is stays; the control without JavaScript is still there (its address loads the step).
      if (mine === request) location.assign(href);
    } finally {
      if (mine === request) releaseReady(READY_NAME);
    }
  };

  element.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.classList.contains('history-playback')) return;
    event.preventDefault();
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    void go(submission(form, submitter), submitter?.dataset.role ?? null);
  });
  // A changed step length or speed applies at once, from the step shown.
  element.addEventListener('change', (event) => {
    const form = formOf(element);
    if (!form || !(event.target instanceof HTMLSelectElement) || !form.contains(event.target)) return;
    const target = new URL(submission(form, null));
    if (form.dataset.playing === 'true') target.searchParams.set('playing', 'true');
    void go(target.href, null);
  });
  schedule();
}
