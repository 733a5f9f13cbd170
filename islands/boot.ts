// The island loader, the only script a page with islands loads up front. Each <fb-island> names its module;
// the module is imported when the element comes into view (IntersectionObserver) and hydrates the server's
// HTML; an element htmx swaps in later hydrates itself when connected. <html data-ready> is set once every
// island in view has hydrated and loaded its data (those out of view hydrate when scrolled to).

interface IslandModule {
  hydrate(element: HTMLElement, props: unknown): Promise<void>;
}

const root = document.documentElement;
const waiting = new Set<Element>();

function settle(element: Element): void {
  waiting.delete(element);
  if (waiting.size === 0) root.dataset.ready = 'true';
}

function load(element: HTMLElement): void {
  const src = element.getAttribute('src') ?? '';
  import(src)
    .then((module: IslandModule) => module.hydrate(element, JSON.parse(element.getAttribute('props') ?? '{}')))
    .then(() => element.setAttribute('hydrated', ''))
    .catch((error: unknown) => console.error('island failed', src, error))
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
    delete root.dataset.ready;
    observer.observe(this);
  }

  disconnectedCallback(): void {
    observer.unobserve(this);
    settle(this);
  }
});
