// The island loader, the only script a page with islands loads up front. Each <fb-island> names its module;
// the module is imported when the element comes into view (IntersectionObserver) and hydrates the server's
// HTML; an element htmx swaps in later hydrates itself when connected. <html data-ready> is set once every
// island in view has hydrated and loaded its data (those out of view hydrate when scrolled to), and nothing else holds
// the page (behaviours/page-ready.ts).
import { holdReady, releaseReady } from './behaviours/page-ready.ts';

interface IslandModule {
  hydrate(element: HTMLElement, props: unknown): Promise<void>;
}

const waiting = new Set<Element>();

function settle(element: Element): void {
  waiting.delete(element);
  if (waiting.size === 0) releaseReady('islands');
}

function load(element: HTMLElement): void {
  const src = element.getAttribute('src') ?? '';
  import(src)
    .then((module: IslandModule) => module.hydrate(element, JSON.parse(element.getAttribute('props') ?? '{}')))
    .then(() => element.setAttribute('hydrated', ''))
    .catch((error: unknown) => {
      console.error('island failed', src, error);
      // What the island would have taken over stays the server's (a live chart is then redrawn by the server).
      element.dispatchEvent(new CustomEvent('island-failed', { bubbles: true }));
    })
    .finally(() => settle(element));
}

const observer = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) {
      settle(entry.target);
      continue;
    }
    observer.unobserve(entry.target);
    waiting.add(entry.target);
    load(entry.target as HTMLElement);
  }
});

customElements.define('fb-island', class extends HTMLElement {
  connectedCallback(): void {
    if (this.hasAttribute('hydrated')) return;
    waiting.add(this);
    holdReady('islands');
    observer.observe(this);
  }

  disconnectedCallback(): void {
    observer.unobserve(this);
    settle(this);
  }
});
