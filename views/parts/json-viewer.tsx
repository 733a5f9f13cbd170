/** The read-only JSON viewer (widgets spec): the value pretty-printed in a labelled, focusable block. */
export function JsonViewer({ label, value }: { label: string; value: unknown }) {
  return (
    <figure className="json-viewer">
      <figcaption>{label}</figcaption>
      <pre tabIndex={0}>{value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2)}</pre>
    </figure>
  );
}
