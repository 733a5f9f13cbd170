import type { LayoutView, WidgetView } from '../domain/dashboard/dashboard-view.ts';
import { cssLength } from '../dashboards/css-values.ts';
import type { ViewContext } from '../../views/view-context.tsx';
import type { DashboardContextValue } from '../../views/dashboard/dashboard-context.tsx';
import { dashboardMarkup } from '../../views/dashboard/widget-bodies.tsx';
import { WidgetFrame } from '../../views/dashboard/widget-frame.tsx';
import { safeColour } from '../../views/dashboard/widgets/colours.ts';
import { layoutBlocks, type Box } from './block-layout.ts';
import { htmlBlocks, type Block } from './html-blocks.ts';
import { placeWidgets } from './snapshot-grid.ts';
import { FONT_FAMILY, r } from './svg-text.ts';

// The page's look of what the snapshot draws (static/css/base.css, dashboard.css) for resvg, which reads
// presentation attributes and a simple stylesheet.
const PAGE_BACKGROUND = '#eef1f5';
const TEXT = '#212121';
const STYLESHEET = [
  '.grid line, .grid polygon { stroke: #ddd; stroke-width: 1 }',
  '.grid .outline { stroke: #999 }',
  '.chart-svg text, .gauge text { font-size: 11px; fill: currentColor }',
  '.chart-svg .no-data { font-size: 14px; fill: #757575 }',
  '.gauge .gauge-value { font-size: 20px; font-weight: bold }',
  '.gauge .gauge-units, .gauge .gauge-title, .gauge .gauge-unit-title { font-size: 12px }',
  '.gauge.compass .tick { font-size: 14px }',
].join('\n');
// Bodies the page centres in their tile (simple cards, "not supported" tiles, navigation cards, LEDs).
const CENTRED = /^<(?:div|a|p) class="(?:simple-card|unsupported|navigation-card|led-indicator)/;
const HEADER_GAP = 4;

function paddingOf(widget: WidgetView): number {
  const px = /^(\d+(?:\.\d+)?)px$/.exec(cssLength(widget.config.padding) ?? '');
  return px ? Math.min(32, Number(px[1])) : 8;
}

function widgetMarkup(widget: WidgetView, box: Box, view: ViewContext, context: DashboardContextValue): string {
  const c = widget.config;
  const fill = safeColour(c.color, TEXT);
  const frame = dashboardMarkup(<WidgetFrame widget={widget} />, view, context);
  const blocks = htmlBlocks(frame, { size: 14, bold: false, fill });
  const region = (name: Block['region']) => blocks.filter((b) => b.region === name);
  const pad = paddingOf(widget);
  const inner = { x: box.x + pad, y: box.y + pad, width: Math.max(10, box.width - 2 * pad), height: Math.max(10, box.height - 2 * pad) };
  const header = layoutBlocks(region('header'), inner, false);
  const notesHeight = layoutBlocks(region('notes'), inner, false).height;
  const top = header.height ? header.height + HEADER_GAP : 0;
  const bodyBox = { ...inner, y: inner.y + top, height: Math.max(10, inner.height - top - (notesHeight ? notesHeight + HEADER_GAP : 0)) };
  const centred = CENTRED.test(context.bodies.get(widget.index)?.html ?? '');
  const body = layoutBlocks(region('body'), bodyBox, centred);
  const notes = layoutBlocks(region('notes'), { ...inner, y: inner.y + inner.height - notesHeight }, false);
  return [
    `<rect x="${r(box.x)}" y="${r(box.y)}" width="${r(box.width)}" height="${r(box.height)}" rx="4" fill="${safeColour(c.backgroundColor, '#fff')}"/>`,
    `<g color="${fill}" data-widget-type="${c.typeKey.replace(/[^\w.-]/g, '')}">${header.markup}${body.markup}${notes.markup}</g>`,
  ].join('');
}

/**
 * The dashboard's current state as one SVG document of the given size, drawn from the same markup as its page:
 * each widget's frame and body (renderWidgetBodies has filled `context.bodies`) turned into SVG at its place on
 * the grid, over the layouts' backgrounds.
 */
export function composeSnapshot(layouts: LayoutView[], width: number, height: number, view: ViewContext, context: DashboardContextValue): string {
  const placed = placeWidgets(layouts, width, height);
  const backgrounds = placed.layouts
    .filter((l) => l.layout.grid.backgroundColor)
    .map((l) => `<rect x="${r(l.box.x)}" y="${r(l.box.y)}" width="${r(l.box.width)}" height="${r(l.box.height)}" fill="${safeColour(l.layout.grid.backgroundColor, PAGE_BACKGROUND)}"/>`);
  // Widgets below the picture are left out.
  const visible = placed.widgets.filter((w) => w.box.x < width && w.box.y < height && w.box.x + w.box.width > 0 && w.box.y + w.box.height > 0);
  const widgets = visible.map((w) => widgetMarkup(w.widget, w.box, view, context));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_FAMILY}">`,
    `<style>${STYLESHEET}</style>`,
    `<rect width="${width}" height="${height}" fill="${PAGE_BACKGROUND}"/>`,
    ...backgrounds,
    ...widgets,
    '</svg>',
  ].join('');
}
