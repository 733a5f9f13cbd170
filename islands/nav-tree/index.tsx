// The navigation tree's island (views/parts/nav-tree; no React): the WAI-ARIA tree keyboard pattern on the server's
// items (one of them in the Tab order; Up/Down, Right opens or moves into, Left closes or moves to the parent,
// Home/End, Enter or Space selects, the characters typed in a row move to the name starting with them), nodes opened
// in place with the children route's fragment (the same server render the page holds), and the focus put back on the
// item the address's fragment names (after a dialog, a selection). Selecting and the operations stay GETs and posts
// of the page, carrying the nodes opened in place.

import { typeaheadTarget, typeOn, typing, type Typed } from './typeahead.ts';

interface Props {
  /** The name of the tree's open-set parameter. */
  open: string;
}

export function hydrate(element: HTMLElement, props: Props): Promise<void> {
  const box = element.querySelector<HTMLElement>('.nav-tree');
  const tree = box?.querySelector<HTMLElement>('[role="tree"]');
  if (box && tree) new NavTree(box, tree, props.open).wire();
  return Promise.resolve();
}

const ITEM = '[role="treeitem"]';

class NavTree {
  private box: HTMLElement;
  private tree: HTMLElement;
  /** The name of the open set in the page's address. */
  private openParam: string;
  /** The characters typed in a row (typeahead). */
  private typed?: Typed;

  constructor(box: HTMLElement, tree: HTMLElement, openParam: string) {
    [this.box, this.tree, this.openParam] = [box, tree, openParam];
  }

  wire() {
    this.tree.classList.add('nav-tree-keyboard');
    this.unlink(this.tree);
    const hash = decodeURIComponent(location.hash.slice(1));
    const named = hash ? document.getElementById(hash) : null;
    const current = (named?.matches(ITEM) && this.tree.contains(named) ? named : null)
      ?? this.tree.querySelector<HTMLElement>(`${ITEM}[aria-selected="true"]`) ?? this.visible()[0];
    if (current) this.makeCurrent(current);
    if (current && named && (named === current || named === this.box)) current.focus();
    this.tree.addEventListener('keydown', (e) => this.onKey(e));
    this.tree.addEventListener('click', (e) => this.onClick(e));
    this.tree.addEventListener('focusin', (e) => {
      const item = (e.target as HTMLElement).closest<HTMLElement>(ITEM);
      if (item) this.makeCurrent(item);
    });
    // A dialog of the tree closed in place (Escape): the address without it, the focus back on the node.
    const dialog = this.box.querySelector<HTMLDialogElement>('dialog');
    dialog?.addEventListener('close', () => {
      const back = dialog.querySelector<HTMLAnchorElement>('a.button[href]');
      if (back) history.replaceState(history.state, '', back.href);
      this.tree.querySelector<HTMLElement>(`${ITEM}[tabindex="0"]`)?.focus();
    });
    this.box.querySelector('[role="toolbar"]')?.addEventListener('click', (e) => this.onOperation(e));
    this.box.querySelector('[role="toolbar"]')?.addEventListener('submit', (e) => {
      const form = e.target as HTMLFormElement;
      form.action = this.carryOpen(form.action);
    });
  }

  /** The links inside items leave the Tab order: the items themselves are focused. */
  private unlink(root: HTMLElement) {
    for (const link of root.querySelectorAll<HTMLElement>('a')) link.tabIndex = -1;
    for (const item of root.querySelectorAll<HTMLElement>(ITEM)) if (!item.hasAttribute('tabindex')) item.tabIndex = -1;
  }

  /** The items shown: not inside a closed node's group. */
  private visible(): HTMLElement[] {
    return [...this.tree.querySelectorAll<HTMLElement>(ITEM)].filter((item) => !item.closest('[role="group"][hidden]'));
  }

  private makeCurrent(item: HTMLElement) {
    for (const other of this.tree.querySelectorAll<HTMLElement>(`${ITEM}[tabindex="0"]`)) other.tabIndex = -1;
    item.tabIndex = 0;
  }

  private moveTo(item: HTMLElement | undefined) {
    if (!item) return;
    this.makeCurrent(item);
    item.focus();
  }

  /** The page's address `href` with the nodes open now as its open set. */
  private carryOpen(href: string): string {
    const target = new URL(href, location.href);
    const open = [...this.tree.querySelectorAll<HTMLElement>(`${ITEM}[aria-expanded="true"]`)].map((item) => item.dataset.node ?? '');
    if (open.length) target.searchParams.set(this.openParam, open.join(','));
    else target.searchParams.delete(this.openParam);
    return target.href;
  }

  private select(item: HTMLElement) {
    const link = item.querySelector<HTMLAnchorElement>(':scope > .nav-tree-name');
    if (link) location.assign(this.carryOpen(link.href));
  }

  private async setOpen(item: HTMLElement, open: boolean) {
    if (item.getAttribute('aria-expanded') === null) return;
    const group = groupOf(item);
    if (!open) {
      if (group) group.hidden = true;
      item.setAttribute('aria-expanded', 'false');
      return;
    }
    if (group) {
      group.hidden = false;
      item.setAttribute('aria-expanded', 'true');
      return;
    }
    await this.load(item);
  }

  /** Reads the node's children (again) from the children route and puts them under it, open. */
  private async load(item: HTMLElement) {
    const toggle = item.querySelector<HTMLAnchorElement>(':scope > .nav-tree-toggle');
    item.setAttribute('aria-busy', 'true');
    try {
      const answer = await fetch(this.carryOpen(item.dataset.children ?? ''), { headers: { 'HX-Request': 'true' }, credentials: 'same-origin' });
      if (!answer.ok) throw new Error(`children: ${answer.status}`);
      const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
      const group = page.querySelector<HTMLElement>('[role="group"]');
      if (!group) throw new Error('children: no group');
      const adopted = document.importNode(group, true);
      this.unlink(adopted);
      groupOf(item)?.remove();
      // The group is the item's sibling, owned by it (views/parts/nav-tree/nav-tree-items.tsx).
      item.after(adopted);
      item.setAttribute('aria-owns', adopted.id);
      item.setAttribute('aria-expanded', 'true');
    } catch {
      // The page's own link opens it without the island.
      item.setAttribute('aria-expanded', 'true');
      if (toggle) location.assign(this.carryOpen(toggle.href));
    } finally {
      item.removeAttribute('aria-busy');
    }
  }

  private onClick(e: MouseEvent) {
    const link = (e.target as HTMLElement).closest<HTMLAnchorElement>('a');
    const item = link?.closest<HTMLElement>(ITEM);
    if (!link || !item || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    this.makeCurrent(item);
    if (link.classList.contains('nav-tree-toggle')) void this.setOpen(item, item.getAttribute('aria-expanded') !== 'true');
    else this.select(item);
  }

  private onOperation(e: Event) {
    const link = (e.target as HTMLElement).closest<HTMLAnchorElement>('a[data-nav-operation]');
    if (!link) return;
    e.preventDefault();
    const selected = this.tree.querySelector<HTMLElement>(`${ITEM}[aria-selected="true"]`);
    // Refresh reads the selected node's children again in place; anything else is the page's address.
    if (link.dataset.navOperation === 'refresh' && selected?.getAttribute('aria-expanded') === 'true') void this.load(selected).then(() => selected.focus());
    else location.assign(this.carryOpen(link.href));
  }

  private onKey(e: KeyboardEvent) {
    const item = (e.target as HTMLElement).closest<HTMLElement>(ITEM);
    if (!item || e.altKey || e.ctrlKey || e.metaKey) return;
    const shown = this.visible();
    const at = shown.indexOf(item);
    const expanded = item.getAttribute('aria-expanded');
    const rtl = getComputedStyle(this.tree).direction === 'rtl';
    const key = rtl && e.key === 'ArrowLeft' ? 'ArrowRight' : rtl && e.key === 'ArrowRight' ? 'ArrowLeft' : e.key;
    // Any other key ends a name being typed: what is typed next starts a new one.
    if (e.key.length !== 1) this.typed = undefined;
    switch (key) {
      case 'ArrowDown': this.moveTo(shown[at + 1]); break;
      case 'ArrowUp': this.moveTo(shown[at - 1]); break;
      case 'Home': this.moveTo(shown[0]); break;
      case 'End': this.moveTo(shown[shown.length - 1]); break;
      case 'ArrowRight':
        if (expanded === 'false') void this.setOpen(item, true);
        else if (expanded === 'true') this.moveTo(groupOf(item)?.querySelector<HTMLElement>(`:scope > li > ${ITEM}`) ?? undefined);
        break;
      case 'ArrowLeft':
        if (expanded === 'true') void this.setOpen(item, false);
        else this.moveTo(item.closest('[role="group"]')?.parentElement?.querySelector<HTMLElement>(`:scope > ${ITEM}`) ?? undefined);
        break;
      case 'Enter': this.select(item); break;
      default:
        // Space selects, unless a name is being typed (it may hold spaces).
        if (e.key === ' ' && !typing(this.typed, e.timeStamp)) this.select(item);
        else if (e.key.length === 1) this.typeahead(shown, at, e.key, e.timeStamp);
        else return;
    }
    e.preventDefault();
  }

  /** The shown item whose name starts with the characters typed in a row (islands/nav-tree/typeahead.ts). */
  private typeahead(shown: HTMLElement[], at: number, char: string, time: number) {
    this.typed = typeOn(this.typed, char, time);
    const names = shown.map((item) => item.querySelector(':scope > .nav-tree-name')?.textContent?.trim() ?? '');
    this.moveTo(shown[typeaheadTarget(names, at, this.typed.text)]);
  }
}

/** An item's group of children: its sibling in the item's `<li>`. */
function groupOf(item: HTMLElement): HTMLElement | null {
  return item.parentElement?.querySelector<HTMLElement>(':scope > [role="group"]') ?? null;
}
