// Live tiles (no React): the page's elements with `data-live-tile` name what they show; one EventSource to the
// console's /live carries the server's re-rendered HTML, and each element of an event replaces the element of
// the page with its id. The browser's EventSource reconnects by itself with Last-Event-ID; an `end` event
// (the session ended) closes the stream for good. Nothing here polls.
function consoleBase(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="console-base"]')?.content ?? '/';
}

function swap(html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const incoming of Array.from(template.content.children)) {
    const current = incoming.id ? document.getElementById(incoming.id) : null;
    current?.replaceWith(incoming);
  }
}

function connect(): void {
  const tiles = Array.from(document.querySelectorAll<HTMLElement>('[data-live-tile]'), (el) => el.dataset.liveTile!);
  if (tiles.length === 0) return;
  const base = consoleBase();
  const source = new EventSource(`${base}${base.endsWith('/') ? '' : '/'}live?tiles=${encodeURIComponent([...new Set(tiles)].join(','))}`);
  source.addEventListener('swap', (event) => swap((event as MessageEvent<string>).data));
  source.addEventListener('end', () => {
    source.close();
    document.documentElement.classList.add('live-ended');
  });
}

connect();
