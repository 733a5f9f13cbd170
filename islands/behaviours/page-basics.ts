import { enableToastTimers } from './toasts.ts';
import { enableDialogs } from './dialogs.ts';
import { enableMobileAppNavigation } from './mobile-app.ts';

/** What every page needs: the `js` class, modal dialogs, the mobile app's bridge, toasts that close themselves. */
export function enablePageBasics(root: Document): void {
  root.documentElement.classList.add('js');
  enableDialogs(root);
  enableMobileAppNavigation(root);
  enableToastTimers(root);
}
