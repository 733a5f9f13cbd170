// The widget editor page (views/widgets-bundles/widget-editor-page.tsx): runs the edited widget in its sandboxed
// preview frame on sample data, again after each change, and asks before leaving with unsaved changes.
import { sampleData } from './behaviours/widget-sample-data.ts';

const form = document.querySelector<HTMLFormElement>('form[data-confirm-exit]');
const frame = document.querySelector<HTMLIFrameElement>('iframe[data-widget-preview]');
const status = document.querySelector<HTMLElement>('[data-widget-status]');

const field = (name: string) => (form?.elements.namedItem(name) as HTMLTextAreaElement | HTMLInputElement | null)?.value ?? '';

function config(): Record<string, unknown> {
  try {
    const value = JSON.parse(field('descriptor.defaultConfig')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The frame has an opaque origin: messages go to any origin, and only its window's are read. */
function post(message: object): void {
  frame?.contentWindow?.postMessage(message, '*');
}

function run(): void {
  const widget = config();
  post({
    type: 'run',
    html: field('descriptor.templateHtml'),
    css: field('descriptor.templateCss'),
    js: field('descriptor.controllerScript'),
    settings: widget.settings ?? {},
    units: typeof widget.units === 'string' ? widget.units : '',
    decimals: typeof widget.decimals === 'number' ? widget.decimals : 2,
    data: sampleData(widget, Date.now()),
  });
}

if (form && frame && status) {
  let dirty = false;
  let timer: number | undefined;
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow) return;
    const data = event.data as { type?: string; message?: string };
    if (data.type === 'ready') run();
    else if (data.type === 'ran') status.textContent = '';
    else if (data.type === 'error') status.textContent = `${status.dataset.errorLabel ?? ''} ${data.message ?? ''}`.trim();
  });
  document.querySelector('[data-widget-run]')?.addEventListener('click', run);
  // A change runs the widget again once typing pauses.
  form.addEventListener('input', () => {
    dirty = true;
    window.clearTimeout(timer);
    timer = window.setTimeout(run, 500);
  });
  form.addEventListener('submit', () => {
    dirty = false;
  });
  window.addEventListener('beforeunload', (event) => {
    if (dirty) event.preventDefault();
  });
  // Live sample values once a second, as a realtime widget gets them.
  window.setInterval(() => post({ type: 'data', data: sampleData(config(), Date.now()) }), 1000);
}
