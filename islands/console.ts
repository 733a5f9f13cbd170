// The one script of pages without islands: htmx and a few small behaviours, no React.
import 'htmx.org/dist/htmx.esm.js';
import { enableCopyButtons } from './behaviours/copy-button.ts';
import { enableSignInForms } from './behaviours/sign-in-forms.ts';
import { enableToastTimers } from './behaviours/toasts.ts';
import { enableDialogs } from './behaviours/dialogs.ts';
import { enableKeyboardShortcuts } from './behaviours/keyboard-shortcuts.ts';
import { enableFullscreenToggle } from './behaviours/fullscreen.ts';
import { enableBackButton } from './behaviours/back-button.ts';
import { enableMobileAppNavigation } from './behaviours/mobile-app.ts';
import { enableOverlayMenu } from './behaviours/overlay-menu.ts';
import { enableUserMenu } from './behaviours/user-menu.ts';

document.documentElement.classList.add('js');
enableCopyButtons(document);
enableDialogs(document);
enableKeyboardShortcuts(document);
enableFullscreenToggle(document);
enableBackButton(document);
enableOverlayMenu(document);
enableUserMenu(document);
enableMobileAppNavigation(document);
enableToastTimers(document);
enableSignInForms(document);
