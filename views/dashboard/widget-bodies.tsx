import type { ReactElement } from 'react';
import { renderToStaticMarkup } from '../react-markup.ts';
import type { LayoutView, WidgetView } from '../../server/domain/dashboard/dashboard-view.ts';
import { ViewContextProvider, type ViewContext } from '../view-context.tsx';
import { DashboardContextProvider, type DashboardContextValue } from './dashboard-context.tsx';
import { rendererFor } from './widgets/registry.tsx';
import { CustomWidget } from './widgets/custom-widget.tsx';
import { Unsupported } from './widgets/unsupported.tsx';

/** A widget's body as markup, or the fact that its renderer failed on the data it got. */
export interface WidgetBody {
  html: string;
  failed: boolean;
}

/** A part of a dashboard as markup, drawn in the request's view and the dashboard's context. */
export function dashboardMarkup(element: ReactElement, view: ViewContext, context: DashboardContextValue): string {
  return renderToStaticMarkup(
    <ViewContextProvider value={view}>
      <DashboardContextProvider value={context}>{element}</DashboardContextProvider>
    </ViewContextProvider>,
  );
}

/** One widget's body, drawn on its own (the page's widgets, and a live widget drawn again). */
export function renderWidgetBody(widget: WidgetView, view: ViewContext, context: DashboardContextValue): WidgetBody {
  const Renderer = rendererFor(widget.config.typeKey) ?? (widget.data.custom ? CustomWidget : Unsupported);
  try {
    return { html: dashboardMarkup(<Renderer widget={widget} />, view, context), failed: false };
  } catch {
    return { html: '', failed: true };
  }
}

/**
 * Draws every widget's body on its own before the page is drawn, innermost first (a state widget's body holds
 * the frames of its state's widgets): a renderer that fails on unexpected data spoils only its own tile, never
 * the dashboard, since server rendering has no error boundaries.
 */
export function renderWidgetBodies(layouts: LayoutView[], view: ViewContext, context: DashboardContextValue): void {
  for (const layout of layouts) {
    for (const widget of layout.widgets) {
      if (widget.nested) renderWidgetBodies([widget.nested], view, context);
      context.bodies.set(widget.index, renderWidgetBody(widget, view, context));
    }
  }
}
