import { colord, extend } from 'colord';
import namesPlugin from 'colord/plugins/names';

extend([namesPlugin]);

/** A colour field's verdict: the colour to store (null when empty and optional), or the translation key of its error. */
export type ColourCheck = { ok: true; value: string | null } | { ok: false; key: string };

/** Widgets spec §5: 'Colour required when flagged'; anything else must be a CSS colour (hex, rgb(a), hsl(a), a name). */
export function checkColour(text: string, required: boolean): ColourCheck {
  const value = text.trim();
  if (value === '') return required ? { ok: false, key: 'color.color-required' } : { ok: true, value: null };
  return colord(value).isValid() ? { ok: true, value } : { ok: false, key: 'color.invalid-color' };
}

/** What the native picker and the alpha slider show for a colour: `#rrggbb` and the opacity in percent. */
export function colourParts(text: string): { hex: string; alpha: number } {
  const colour = colord(text.trim());
  if (!colour.isValid()) return { hex: '#000000', alpha: 100 };
  return { hex: colour.alpha(1).toHex(), alpha: Math.round(colour.alpha() * 100) };
}

/** The colour of a `#rrggbb` and an opacity in percent: the hex itself when opaque, else `rgba(...)`. */
export function composeColour(hex: string, alphaPercent: number): string | null {
  const colour = colord(hex);
  if (!/^#[0-9a-f]{6}$/i.test(hex) || !colour.isValid()) return null;
  const alpha = Number.isFinite(alphaPercent) ? Math.min(100, Math.max(0, Math.round(alphaPercent))) : 100;
  return alpha === 100 ? hex.toLowerCase() : colour.alpha(alpha / 100).toRgbString();
}

/** The colour picker dialog's form as posted: the text field, what it started with, the native picker, the slider, a preset. */
export interface ColourDialogInput {
  text: string;
  initial: string;
  hex: string;
  alpha: string;
  preset?: string;
}

/**
 * The colour the dialog chose, without JavaScript as with it: a preset button wins; a text the user changed wins
 * over the picker; otherwise the native picker and slider, when they moved away from the initial colour.
 */
export function chosenColour(input: ColourDialogInput): string {
  if (input.preset && colord(input.preset).isValid()) return input.preset;
  if (input.text.trim() !== input.initial.trim()) return input.text;
  const start = colourParts(input.initial);
  // A body without the slider (not the dialog's own form) leaves the opacity as it was.
  const alpha = input.alpha.trim() === '' ? start.alpha : Number(input.alpha);
  if (input.hex.toLowerCase() === start.hex && alpha === start.alpha) return input.text;
  return composeColour(input.hex, alpha) ?? input.text;
}

/** The dialog's presets: the Material palette at shade 500 (widgets spec §9), then black and white. */
export const COLOUR_PRESETS: readonly { name: string; value: string }[] = [
  { name: 'red', value: '#f44336' }, { name: 'pink', value: '#e91e63' }, { name: 'purple', value: '#9c27b0' },
  { name: 'deep-purple', value: '#673ab7' }, { name: 'indigo', value: '#3f51b5' }, { name: 'blue', value: '#2196f3' },
  { name: 'light-blue', value: '#03a9f4' }, { name: 'cyan', value: '#00bcd4' }, { name: 'teal', value: '#009688' },
  { name: 'green', value: '#4caf50' }, { name: 'light-green', value: '#8bc34a' }, { name: 'lime', value: '#cddc39' },
  { name: 'yellow', value: '#ffeb3b' }, { name: 'amber', value: '#ffc107' }, { name: 'orange', value: '#ff9800' },
  { name: 'deep-orange', value: '#ff5722' }, { name: 'brown', value: '#795548' }, { name: 'grey', value: '#9e9e9e' },
  { name: 'blue-grey', value: '#607d8b' }, { name: 'black', value: '#000000' }, { name: 'white', value: '#ffffff' },
];
