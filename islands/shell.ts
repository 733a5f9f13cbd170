// The script of every signed-in page (views/shell): menus, toolbar, keyboard shortcuts.
import { enablePageBasics } from './behaviours/page-basics.ts';
import { enableKeyboardShortcuts } from './behaviours/keyboard-shortcuts.ts';
import { enableFullscreenToggle } from './behaviours/fullscreen.ts';
import { enableBackButton } from './behaviours/back-button.ts';
import { enableOverlayMenu } from './behaviours/overlay-menu.ts';
import { enableUserMenu } from './behaviours/user-menu.ts';
import { enableJsonEditSave } from './behaviours/json-edit-save.ts';
import { enablePasswordToggles } from './behaviours/password-toggle.ts';
import { enableTypedValueReset } from './behaviours/typed-value-reset.ts';

enablePageBasics(document);
enableKeyboardShortcuts(document);
enableFullscreenToggle(document);
enableBackButton(document);
enableOverlayMenu(document);
enableUserMenu(document);
enableJsonEditSave(document);
// The change-password form of the security page has the sign-in forms' show/hide toggles.
enablePasswordToggles(document);
enableTypedValueReset(document);
