// htmx, only on pages whose markup asks for it (hx-* attributes: tables, their search and paging).
import 'htmx.org/dist/htmx.esm.js';
