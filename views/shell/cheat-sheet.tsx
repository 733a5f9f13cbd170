import { Fragment } from 'react';
import { Dialog, DialogClose } from '../dialogs/dialog.tsx';
import { useView } from '../view-context.tsx';
import { markupCache } from '../markup-cache.tsx';

export const CHEAT_SHEET_ID = 'cheat-sheet';

type Modifier = 'ctrl' | 'alt' | 'shift';

interface Shortcut {
  /** Translation key of what the shortcut does. */
  action: string;
  modifiers: Modifier[];
  /** The key itself as printed on the keyboard (not translated), or a translation key for named keys. */
  key: string;
  named?: boolean;
}

/** The shortcuts the keyboard behaviour (islands/behaviours/keyboard-shortcuts.ts) implements. */
const SHORTCUTS: Shortcut[] = [
  { action: 'cheatsheet.toggle', modifiers: [], key: '?' },
  { action: 'cheatsheet.focus-search', modifiers: [], key: '/' },
  { action: 'cheatsheet.go-home', modifiers: ['alt', 'shift'], key: 'H' },
  { action: 'cheatsheet.go-to-menu', modifiers: ['alt', 'shift'], key: 'M' },
  { action: 'cheatsheet.toggle-fullscreen', modifiers: ['alt', 'shift'], key: 'F' },
  { action: 'cheatsheet.close-dialog', modifiers: [], key: 'keys.escape', named: true },
  { action: 'cheatsheet.open-in-new-tab', modifiers: ['ctrl'], key: 'keys.click', named: true },
];

/** Modifier names per platform: Command and Option on Apple keyboards. */
const MODIFIER_KEYS: Record<'apple' | 'other', Record<Modifier, string>> = {
  apple: { ctrl: 'keys.command', alt: 'keys.option', shift: 'keys.shift' },
  other: { ctrl: 'keys.ctrl', alt: 'keys.alt', shift: 'keys.shift' },
};

function Shortcuts() {
  const { t, platform } = useView();
  const names = MODIFIER_KEYS[platform];
  return SHORTCUTS.map((s) => (
    <div className="shortcut" key={s.action}>
      <dt>
        {[...s.modifiers.map((m) => t(names[m])), s.named ? t(s.key) : s.key].map((label, i) => (
          <Fragment key={i}>
            {i > 0 && <span className="plus"> + </span>}
            <kbd>{label}</kbd>
          </Fragment>
        ))}
      </dt>
      <dd>{t(s.action)}</dd>
    </div>
  ));
}

// The same for every page of a language and keyboard: rendered once per pair.
const shortcuts = markupCache();

/** The shortcuts with their keys, as the cheat sheet lists them (the gallery shows the list too). */
export function ShortcutList() {
  const ctx = useView();
  return <dl className="shortcuts" data-home-url={ctx.url('/home')} dangerouslySetInnerHTML={{ __html: shortcuts(ctx, ctx.platform, () => <Shortcuts />) }} />;
}

/** The keyboard cheat sheet, toggled by `?`; rendered on every signed-in page, closed. */
export function CheatSheet() {
  const { t } = useView();
  return (
    <Dialog id={CHEAT_SHEET_ID} title={t('cheatsheet.title')} actions={<DialogClose label={t('dialog.close')} primary />}>
      <ShortcutList />
    </Dialog>
  );
}
