import { createHash } from 'node:crypto';
import type { LayoutView, WidgetView } from '../domain/dashboard/dashboard-view.ts';
import { cssImageUrl, cssLength, cssValue, declarations } from './css-values.ts';
import { text } from './json-read.ts';
import { scopedCss } from './scoped-css.ts';

/** Upstream's mobile breakpoint: below it every layout is one column in mobile order. */
export const MOBILE_MAX_WIDTH = 959;
const BACKGROUND_SIZES: Record<string, string> = { '100%': '100% 100%', 'auto 100%': 'auto 100%', '100% auto': '100% auto', cover: 'cover', contain: 'contain' };
const DEFAULT_SHADOW = '0 2px 4px rgba(0,0,0,.2), 0 1px 2px rgba(0,0,0,.14)';

function rule(selector: string, decls: (string | null | false)[]): string {
  const body = decls.filter(Boolean).join(';');
  return body ? `${selector}{${body}}` : '';
}

function layoutRules(layout: LayoutView): string[] {
  const g = layout.grid;
  const sel = `.${layout.className}`;
  const outerX = g.outerMargin ? g.marginX : 0;
  const outerY = g.outerMargin ? g.marginY : 0;
  const rows = Math.max(1, ...layout.widgets.map((w) => w.placement.row + w.placement.sizeY));
  const bg = cssValue(g.backgroundColor);
  const image = cssImageUrl(g.backgroundImageUrl);
  const rowHeight = g.autoFillHeight
    ? null
    : `grid-auto-rows:calc((100cqw - ${2 * outerX}px - ${(g.columns - 1) * g.marginX}px) / ${g.columns})`;
  return [
    rule(sel, [
      bg && `background-color:${bg}`,
      cssValue(g.color) && `color:${cssValue(g.color)}`,
      image && `background-image:${image}`,
      image && `background-size:${BACKGROUND_SIZES[g.backgroundSizeMode] ?? '100% 100%'}`,
      `padding:${outerY}px ${outerX}px`,
    ]),
    rule(`${sel}>.dgrid`, [`gap:${g.marginY}px ${g.marginX}px`, `grid-template-columns:repeat(${g.columns},minmax(0,1fr))`, rowHeight]),
    g.autoFillHeight ? rule(`${sel}>.dgrid`, [`grid-template-rows:repeat(${rows},minmax(24px,1fr))`]) : '',
  ];
}

function widgetRules(w: WidgetView): { desktop: string[]; mobile: string[]; always: string[] } {
  const c = w.config;
  const p = w.placement;
  const sel = `.w${w.index}`;
  return {
    desktop: [rule(sel, [`grid-column:${p.col + 1}/span ${p.sizeX}`, `grid-row:${p.row + 1}/span ${p.sizeY}`])],
    mobile: [],
    always: [
      rule(sel, [
        cssValue(c.backgroundColor) && `background-color:${cssValue(c.backgroundColor)}`,
        cssValue(c.color) && `color:${cssValue(c.color)}`,
        cssLength(c.padding) && `padding:${cssLength(c.padding)}`,
        cssLength(c.margin) && `margin:${cssLength(c.margin)}`,
        `box-shadow:${c.dropShadow ? DEFAULT_SHADOW : 'none'}`,
        ...declarations(c.widgetStyle),
      ]),
      rule(`${sel} .wt`, declarations(c.titleStyle)),
      c.showTitleIcon && cssValue(c.raw.iconColor) ? rule(`${sel} .wt .icon`, [`color:${cssValue(c.raw.iconColor)}`]) : '',
      c.showTitleIcon && cssLength(c.raw.iconSize) ? rule(`${sel} .wt .icon`, [`width:${cssLength(c.raw.iconSize)}`, `height:${cssLength(c.raw.iconSize)}`]) : '',
      ...keyColourRules(w),
      scopedCss(text(c.settings.cardCss) + text(c.settings.markdownCss), `${sel} .wb`),
    ],
  };
}

/** Colours of a widget's data keys as classes (`.w3 .k1` for the second key), for legends, labels and cells. */
function keyColourRules(w: WidgetView): string[] {
  const keys = w.config.datasources.flatMap((d) => d.dataKeys);
  return keys.map((k, i) => (cssValue(k.color) ? rule(`.w${w.index} .k${i}`, [`--key-colour:${cssValue(k.color)}`]) : ''));
}

function mobileRules(layout: LayoutView): string[] {
  const g = layout.grid;
  const ordered = [...layout.widgets].sort((a, b) =>
    (a.placement.mobileOrder ?? Infinity) - (b.placement.mobileOrder ?? Infinity) || a.placement.row - b.placement.row || a.placement.col - b.placement.col);
  return ordered.map((w, order) => {
    // upstream: the layout's or widget's mobile height, else the widget's height in 24-column rows.
    const rows = w.placement.mobileHeight ?? Math.max(1, Math.round((w.placement.sizeY * 24) / g.columns));
    return rule(`.w${w.index}`, [`order:${order}`, g.mobileAutoFillHeight ? `min-height:${g.mobileRowHeight}px` : `height:${rows * g.mobileRowHeight}px`]);
  });
}

function hidden(layouts: LayoutView[], which: 'mobileHide' | 'desktopHide'): string {
  const selectors = layouts.flatMap((l) => l.widgets).filter((w) => w.placement[which]).map((w) => `.w${w.index}`);
  return selectors.length ? `${selectors.join(',')}{display:none}` : '';
}

function allWidgets(layouts: LayoutView[]): WidgetView[] {
  return layouts.flatMap((l) => l.widgets.flatMap((w) => [w, ...(w.nested ? allWidgets([w.nested]) : [])]));
}

function allLayouts(layouts: LayoutView[]): LayoutView[] {
  return layouts.flatMap((l) => [l, ...l.widgets.flatMap((w) => (w.nested ? allLayouts([w.nested]) : []))]);
}

/**
 * The dashboard's own stylesheet: its layouts as CSS grids (columns, margins, background, row height as wide as a
 * column or filling the height), each widget's position, size and style, the author's card CSS scoped to its card,
 * and the one-column mobile order below the breakpoint. Classes only: inline style attributes are refused by the CSP.
 */
export function dashboardStylesheet(layouts: LayoutView[], dashboardCss: string): string {
  const layoutsAll = allLayouts(layouts);
  const widgets = allWidgets(layouts);
  const parts = widgets.map(widgetRules);
  return [
    ...layoutsAll.flatMap(layoutRules),
    ...parts.flatMap((p) => p.always),
    `@media (min-width:${MOBILE_MAX_WIDTH + 1}px){${parts.flatMap((p) => p.desktop).join('')}${hidden(layoutsAll, 'desktopHide')}}`,
    `@media (max-width:${MOBILE_MAX_WIDTH}px){${layoutsAll.flatMap(mobileRules).join('')}${hidden(layoutsAll, 'mobileHide')}}`,
    scopedCss(dashboardCss, '.dashboard'),
  ].filter(Boolean).join('\n');
}

/** The CSP source that allows exactly this stylesheet. */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}
