import { renderToStaticMarkup } from 'react-dom/server';
import { urlBuilder } from '../../server/base-path.ts';
import { createTranslator } from '../../server/i18n/i18n.ts';
import { readWidget } from '../../server/dashboards/read-widget.ts';
import { emptyData } from '../../server/dashboards/load-context.ts';
import type { WidgetData, WidgetView } from '../../server/domain/dashboard/dashboard-view.ts';
import { formatterFor } from '../../views/format.ts';
import { ViewContextProvider, type ViewContext } from '../../views/view-context.tsx';
import { DashboardContextProvider, type DashboardContextValue } from '../../views/dashboard/dashboard-context.tsx';
import { renderWidgetBodies } from '../../views/dashboard/widget-bodies.tsx';
import { WidgetFrame } from '../../views/dashboard/widget-frame.tsx';

const translator = createTranslator(() => {});

export const T1 = { id: { entityType: 'DEVICE', id: '11111111-1111-4111-8111-111111111111' }, name: 'Thermostat T1', label: '', type: 'thermostat' };
export const T2 = { id: { entityType: 'DEVICE', id: '22222222-2222-4222-8222-222222222222' }, name: 'Thermostat T2', label: '', type: 'thermostat' };

export function viewContext(lang = 'en_US'): ViewContext {
  return {
    t: translator.fixedT(lang),
    lang,
    url: urlBuilder(''),
    path: '/dashboards/d1',
    csrfToken: 'csrf-1',
    user: { id: 'u1', email: 'tenant@thingsboard.org', firstName: null, lastName: null, authority: 'TENANT_ADMIN', tenantId: 't1', customerId: '13814000-1dd2-11b2-8080-808080808080' },
    edgesEnabled: true,
    asset: (name) => `/static/build/${name}`,
    scripts: new Set(),
    format: formatterFor(lang, 'UTC'),
    platform: 'other',
    shellMode: { embedded: false, hideToolbar: false, fullscreen: false },
  };
}

/** A widget of the given type and configuration, with the data a loader would have read. */
export function widgetView(typeKey: string, kind: string, config: Record<string, unknown>, data: Partial<WidgetData> = {}, size: [number, number] = [12, 6]): WidgetView {
  const [bundleAlias, typeAlias] = typeKey.split('.');
  return {
    config: readWidget('w-1', { bundleAlias, typeAlias, type: kind, config: { title: 'Widget', ...config } }),
    placement: { widgetId: 'w-1', sizeX: size[0], sizeY: size[1], row: 0, col: 0, mobileOrder: null, mobileHeight: null, mobileHide: false, desktopHide: false },
    index: 1,
    data: { ...emptyData(), ...data },
    form: null,
    nested: null,
  };
}

/** Rows for a widget view: each row's keys (from the widget's first datasource) with latest values or series. */
export function rowsFor(widget: WidgetView, entities: (typeof T1 | null)[], values: (key: string, entity: number) => { latest?: string; series?: [number, string][] }) {
  const keys = widget.config.datasources[0]?.dataKeys ?? [];
  widget.data.rows = entities.map((entity, e) => ({
    datasourceIndex: 0,
    entity,
    values: keys.map((key) => {
      const v = values(key.name, e);
      return { key, latest: v.latest === undefined ? null : { ts: 1_700_000_000_000, value: v.latest }, series: v.series ?? [] };
    }),
  }));
  return widget;
}

/** The widget as the page draws it (frame and body), as HTML; `context` replaces members of the dashboard context. */
export function renderWidget(widget: WidgetView, lang = 'en_US', context_: Partial<DashboardContextValue> = {}): string {
  const view = viewContext(lang);
  const context: DashboardContextValue = {
    dashboardId: 'd1',
    here: '/dashboards/d1?state=default',
    bodies: new Map(),
    nav: { path: '/dashboards/d1', dashboardsPrefix: '/dashboards', stack: [{ id: 'default', params: {} }], stateControllerId: 'entity', keep: {} },
    ...context_,
  };
  renderWidgetBodies([{ id: 'main', className: 'l0', grid: {} as never, widgets: [widget] }], view, context);
  return renderToStaticMarkup(
    <ViewContextProvider value={view}>
      <DashboardContextProvider value={context}>
        <WidgetFrame widget={widget} />
      </DashboardContextProvider>
    </ViewContextProvider>,
  );
}

export const textOf = (html: string) =>
  html.replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

/** The attributes of every `<tag …>` in the markup, in order (values unescaped for &amp; and &quot;). */
export function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w:.-]+)(?:="([^"]*)")?/g)].map((a) => [a[1], (a[2] ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"')])),
  );
}
