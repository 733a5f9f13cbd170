import { useView } from '../view-context.tsx';

/** What the sandboxed widget context offers, and what upstream's has that it does not (translation keys). */
const SUPPORTED = ['widget.context-data', 'widget.context-settings', 'widget.context-container', 'widget.context-units-decimals', 'widget.context-size', 'widget.context-lifecycle'];
const OUTSIDE = ['widget.outside-angular', 'widget.outside-resources', 'widget.outside-services', 'widget.outside-actions', 'widget.outside-network'];

/**
 * The widget's live preview: a sandboxed frame (scripts, no same origin, the console's own strict policy) that the
 * editor's script feeds with the code and sample data by message; the context it offers listed beside it.
 */
export function WidgetPreview() {
  const { t, url } = useView();
  return (
    <section className="widget-preview" aria-labelledby="widget-preview-title">
      <h2 id="widget-preview-title">{t('widget.preview')}</h2>
      <p className="no-js-only widget-preview-note">{t('widget.preview-needs-javascript')}</p>
      <div className="js-only widget-preview-toolbar">
        <button type="button" className="button primary" data-widget-run="">
          {t('widget.run')}
        </button>
        <p className="widget-preview-status" role="status" data-widget-status="" data-error-label={t('widget.preview-error')} />
      </div>
      <iframe className="widget-preview-frame" src={url('/widget-frame')} sandbox="allow-scripts" title={t('widget.preview')} data-widget-preview="" />
      <details className="widget-context">
        <summary>{t('widget.context-title')}</summary>
        <p>{t('widget.context-supported')}</p>
        <ul>
          {SUPPORTED.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p>{t('widget.context-outside')}</p>
        <ul>
          {OUTSIDE.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
