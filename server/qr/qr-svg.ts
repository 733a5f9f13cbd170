import type { QrCode } from './qr-encode.ts';

/** The standard asks for a light margin of four modules around the symbol. */
export const QUIET_ZONE = 4;

/** SVG path data drawing every dark module as a unit square, offset by the quiet zone. */
export function qrPathData(code: QrCode): string {
  const parts: string[] = [];
  code.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
    }),
  );
  return parts.join('');
}

/** Width and height of the symbol with its quiet zone, in modules. */
export function qrExtent(code: QrCode): number {
  return code.size + 2 * QUIET_ZONE;
}
