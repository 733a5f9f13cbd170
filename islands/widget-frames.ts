// Dashboards with tenant widget types (views/dashboard/widgets/custom-widget.tsx): each sandboxed frame, once its
// runner is ready, gets its widget's code, settings and data from the frame's `data-widget-run`; a live update keeps
// the frame (islands/live.ts) and only its new data is sent. What the widget's code throws shows under its frame.

function frameOf(source: MessageEventSource | null): HTMLIFrameElement | undefined {
  return [...document.querySelectorAll<HTMLIFrameElement>('iframe[data-widget-run]')].find((frame) => frame.contentWindow === source);
}

window.addEventListener('message', (event) => {
  const frame = frameOf(event.source);
  if (!frame) return;
  const data = event.data as { type?: string; message?: string };
  const status = frame.nextElementSibling as HTMLElement | null;
  if (data.type === 'ready') frame.contentWindow?.postMessage({ type: 'run', ...(JSON.parse(frame.dataset.widgetRun ?? '{}') as object) }, '*');
  else if (data.type === 'error' && status) status.textContent = `${status.dataset.errorLabel ?? ''} ${data.message ?? ''}`.trim();
  else if (data.type === 'ran' && status) status.textContent = '';
});

document.addEventListener('widget-run', (event) => {
  const frame = event.target as HTMLIFrameElement;
  const run = JSON.parse(frame.dataset.widgetRun ?? '{}') as { data?: unknown[] };
  frame.contentWindow?.postMessage({ type: 'data', data: run.data ?? [] }, '*');
});
