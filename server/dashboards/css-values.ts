/**
 * Guards for the author's CSS values that end up in the dashboard's stylesheet: a value may not leave its
 * declaration (no `;`, braces, `<`, backslash, comment), load anything (`url(` only for images the page may
 * show: data URLs or this console's paths), or run anything (`expression(`, `javascript:`).
 */
const UNSAFE = /[;{}<>\\]|\/\*|expression\s*\(|javascript:|@import/i;

export function cssValue(value: unknown): string | null {
  const v = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (v === '' || v.length > 500 || UNSAFE.test(v) || /[\u0000-\u001f]/.test(v)) return null;
  if (/url\s*\(/i.test(v)) return null;
  return v;
}

/** A CSS length from a number (px) or a string as the author wrote it. */
export function cssLength(value: unknown): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? `${value}px` : cssValue(value);
}

/** `fontWeight` → `font-weight`; null for names that are not plain properties. */
export function cssProperty(name: string): string | null {
  const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return /^-?[a-z][a-z0-9-]{0,60}$/.test(kebab) ? kebab : null;
}

// Properties whose bare numbers are not lengths (as React's style objects treat them).
const UNITLESS = new Set(['font-weight', 'line-height', 'opacity', 'z-index', 'flex', 'flex-grow', 'flex-shrink', 'order', 'zoom', 'fill-opacity', 'stroke-opacity']);

/** Declarations of an upstream style object (`widgetStyle`, `titleStyle`): unsafe members are left out. */
export function declarations(style: Record<string, unknown>): string[] {
  return Object.entries(style).flatMap(([name, value]) => {
    const property = cssProperty(name);
    const v = property ? (UNITLESS.has(property) ? cssValue(value) : cssLength(value)) : null;
    return property && v ? [`${property}:${v}`] : [];
  });
}

/** An image the console can show: a data: image or a path of this origin (nothing from elsewhere); else null. */
export function showableImage(value: string | null): string | null {
  if (!value) return null;
  const v = value.trim();
  const allowed = /^data:image\/[a-z0-9.+-]+(;[a-z0-9=.+-]+)*(;base64)?,[a-z0-9+/=%._~-]*$/i.test(v) || (/^\/[^/\\]/.test(v) && !/[\s"'()<>\\]/.test(v));
  return allowed ? v : null;
}

/** `url("…")` for a background image the console can show. */
export function cssImageUrl(value: string | null): string | null {
  const v = showableImage(value);
  return v ? `url("${v}")` : null;
}
