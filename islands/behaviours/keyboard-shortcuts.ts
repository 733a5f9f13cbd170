import { isTyping } from './typing.ts';

const CHEAT_SHEET = 'cheat-sheet';
const NARROW = '(max-width: 959px)';

function toggleCheatSheet(root: Document): void {
  const sheet = root.getElementById(CHEAT_SHEET);
  if (!(sheet instanceof HTMLDialogElement)) return;
  if (sheet.open) sheet.close();
  else sheet.showModal();
}

/** Alt/Option + Shift + letter; `code` because Option changes the typed character on Apple keyboards. */
function altShift(event: KeyboardEvent, letter: string): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === `Key${letter}`;
}

function goToMenu(root: Document): void {
  const toggle = root.getElementById('nav-toggle');
  if (toggle instanceof HTMLInputElement && matchMedia(NARROW).matches) {
    toggle.checked = !toggle.checked;
    if (!toggle.checked) return;
  }
  root.querySelector<HTMLElement>('#side-nav a, #side-nav summary')?.focus();
}

/**
 * The shortcuts listed in the cheat sheet (views/shell/cheat-sheet.tsx). `?` toggles the sheet;
 * nothing fires while the user types in a field.
 */
export function enableKeyboardShortcuts(root: Document): void {
  root.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || isTyping(event.target)) return;
    if (event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      toggleCheatSheet(root);
    } else if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const search = root.getElementById('toolbar-search');
      if (!search) return;
      event.preventDefault();
      search.focus();
    } else if (altShift(event, 'H')) {
      const home = root.querySelector<HTMLElement>('[data-home-url]')?.dataset.homeUrl;
      if (!home) return;
      event.preventDefault();
      location.assign(home);
    } else if (altShift(event, 'M')) {
      event.preventDefault();
      goToMenu(root);
    } else if (altShift(event, 'F')) {
      const toggle = root.querySelector<HTMLButtonElement>('button[data-fullscreen-toggle]:not([hidden])');
      if (!toggle) return;
      event.preventDefault();
      toggle.click();
    }
  });
}
