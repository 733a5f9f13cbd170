// htmx, only on pages whose markup asks for it (hx-* attributes: tables, their search and paging), and the entity
// tables' "select all".
import 'htmx.org/dist/htmx.esm.js';
import { enableTableSelection } from './behaviours/table-selection.ts';

enableTableSelection(document);
