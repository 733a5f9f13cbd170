import type QRCodeModule from 'qrcode';
import { onFirstUse } from '../../server/lazy-package.ts';

export const qrCodes = onFirstUse<typeof QRCodeModule>('qrcode');

/** The standard asks for a light margin of four modules around the symbol. */
const QUIET_ZONE = 4;

/** SVG path data drawing every dark module as a unit square, offset by the quiet zone. */
function darkModules(text: string): { path: string; extent: number } {
  const { modules } = qrCodes().create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
  }
  return { path: parts.join(''), extent: modules.size + 2 * QUIET_ZONE };
}

/** A QR code drawn on the server as inline SVG, so the secret never leaves the page for a QR service. */
export function QrCodeImage({ text, label }: { text: string; label: string }) {
  const { path, extent } = darkModules(text);
  return (
    <svg className="qr-code" viewBox={`0 0 ${extent} ${extent}`} role="img" aria-label={label} shapeRendering="crispEdges" width="240" height="240">
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
