/** Colours the author gave (a key's colour, a gauge's plate) as SVG attribute values, checked to be colours only. */
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*)?\)|hsla?\(\s*[\d.]+(deg)?\s*,\s*[\d.]+%\s*,\s*[\d.]+%\s*(,\s*[\d.]+%?\s*)?\)|[a-z]{3,20})$/i;

// upstream's default key colours (material 500 shades), used in turn when a key has none.
const PALETTE = ['#2196f3', '#4caf50', '#f44336', '#ffc107', '#607d8b', '#9c27b0', '#8bc34a', '#3f51b5', '#e91e63', '#ffeb3b', '#03a9f4', '#ff9800', '#673ab7', '#cddc39', '#009688', '#795548', '#00bcd4', '#ff5722', '#9e9e9e'];

export function safeColour(value: unknown, fallback: string): string {
  return typeof value === 'string' && COLOUR.test(value.trim()) ? value.trim() : fallback;
}

export function paletteColour(index: number): string {
  return PALETTE[index % PALETTE.length];
}
