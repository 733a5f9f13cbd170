// In Chromium: each details tab and its dialogs at 1280 px: screenshots, no sideways scroll, axe (tabs-screens.ts).
import t from 'tap';
import { tabScreens } from './tabs-screens.ts';

t.test('each tab at 1280 px: screenshots, and axe finds nothing serious', (t) => tabScreens(t, 1280));
