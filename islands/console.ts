// The one script of pages without islands: htmx and a few small behaviours, no React.
import 'htmx.org/dist/htmx.esm.js';
import { enableCopyButtons } from './behaviours/copy-button.ts';

document.documentElement.classList.add('js');
enableCopyButtons(document);
