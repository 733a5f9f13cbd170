// The file inputs, multi-image inputs, floating action button groups and fullscreen toolbars of views/parts, only
// on pages that have one.
import { enableFabGroups } from './behaviours/fab-group.ts';
import { enableFileInputs } from './behaviours/file-input.ts';
import { enableFullscreenPanels } from './behaviours/fullscreen-panel.ts';
import { enableImageLists } from './behaviours/image-list.ts';

enableFileInputs(document);
enableImageLists(document);
enableFabGroups(document);
enableFullscreenPanels(document);

// Back from a dialog at its own address (the markdown help viewer), the page's fragment names the opener: the focus returns to it.
const opener = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
if (opener?.hasAttribute('data-focus-return')) opener.focus();
