// Dashboards with tenant widget types (views/dashboard/widgets/custom-widget.tsx): each sandboxed frame, once its
// runner is ready, gets its widget's code, settings and data from the frame's `data-widget-run`; a tile drawn again
// by a live update brings a new frame with the new data. What the widget's code throws shows under its frame.

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
