// htmx, only on pages whose markup asks for it (hx-* attributes: tables, their search and paging), the entity
// tables' "select all", the key lists' and type pickers' chips (here because forms with them come in htmx swaps), spinner buttons, and the
// text an input redrawn by a morph swap holds (keep-typed-text).
import htmx from 'htmx.org/dist/htmx.esm.js';
import { enableTableSelection } from './behaviours/table-selection.ts';
import { enableChipLists } from './behaviours/chip-list.ts';
import { enableSpinnerButtons } from './behaviours/spinner-buttons.ts';
import { enableTypeChips } from './behaviours/type-chips.ts';
import { enableKeepTypedText } from './behaviours/keep-typed-text.ts';

enableTableSelection(document);
enableChipLists(document);
enableSpinnerButtons(document);
enableTypeChips(document);
enableKeepTypedText(htmx);
