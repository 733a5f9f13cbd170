// The sandboxed widget runner (`/widget-frame`, an opaque origin under its own policy): runs a widget type's own
// HTML, CSS and controller script with the documented context subset (data, settings, container and its jQuery
// `$container`, units, decimals, width and height; onInit, onDataUpdated, onResize, onDestroy), fed by messages from
// the page that frames it. Upstream's widget templates use jQuery (`$`, `self.ctx.$container`): this frame, and only
// it, carries a self-hosted copy.
import jQuery from 'jquery';

interface WidgetContext {
  container: HTMLElement;
  $container: unknown;
  data: unknown[];
  settings: Record<string, unknown>;
  units: string;
  decimals: number;
  width: number;
  height: number;
}

interface WidgetSelf {
  ctx: WidgetContext;
  onInit?: () => void;
  onDataUpdated?: () => void;
  onResize?: () => void;
  onDestroy?: () => void;
}

type Run = { type: 'run'; html: string; css: string; js: string; settings: Record<string, unknown>; units: string; decimals: number; data: unknown[] };
type Data = { type: 'data'; data: unknown[] };

const container = document.createElement('div');
container.className = 'widget-container';
document.body.append(container);
document.body.style.margin = '0';
container.style.cssText = 'position:absolute;inset:0;overflow:auto';
const style = document.createElement('style');
document.head.append(style);
Object.assign(window, { $: jQuery, jQuery });
let self: WidgetSelf | null = null;

function report(type: 'ready' | 'ran' | 'error', message?: string): void {
  window.parent.postMessage({ type, message }, '*');
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** One of the widget's lifecycle functions; what it throws is reported to the page, the runner goes on. */
function call(name: 'onInit' | 'onDataUpdated' | 'onResize' | 'onDestroy'): boolean {
  try {
    self?.[name]?.();
    return true;
  } catch (error) {
    report('error', `${name}: ${describe(error)}`);
    return false;
  }
}

function run(message: Run): void {
  call('onDestroy');
  self = null;
  container.innerHTML = message.html;
  style.textContent = message.css;
  const ctx: WidgetContext = { container, $container: jQuery(container), data: message.data, settings: message.settings, units: message.units, decimals: message.decimals, width: container.clientWidth, height: container.clientHeight };
  const widget: WidgetSelf = { ctx };
  try {
    // The author's code, compiled here only: this document has no origin of its own and may reach nothing.
    new Function('self', message.js)(widget);
  } catch (error) {
    report('error', describe(error));
    return;
  }
  self = widget;
  if (call('onInit') && call('onDataUpdated')) report('ran');
}

window.addEventListener('message', (event) => {
  if (window.parent === window || event.source !== window.parent) return;
  const message = event.data as Run | Data;
  if (message?.type === 'run') run(message);
  else if (message?.type === 'data' && self) {
    self.ctx.data = message.data;
    call('onDataUpdated');
  }
});

new ResizeObserver(() => {
  if (!self) return;
  self.ctx.width = container.clientWidth;
  self.ctx.height = container.clientHeight;
  call('onResize');
}).observe(container);

// The frame taken off the page (its tile removed, the page left): the widget's last call.
window.addEventListener('pagehide', () => call('onDestroy'));

if (window.parent !== window) report('ready');
