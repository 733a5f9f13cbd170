import { encodeQr } from '../../server/qr/qr-encode.ts';
import { qrExtent, qrPathData } from '../../server/qr/qr-svg.ts';

/** A QR code drawn on the server as inline SVG, so the secret never leaves the page for a QR service. */
export function QrCodeImage({ text, label }: { text: string; label: string }) {
  const code = encodeQr(text);
  const extent = qrExtent(code);
  return (
    <svg className="qr-code" viewBox={`0 0 ${extent} ${extent}`} role="img" aria-label={label} shapeRendering="crispEdges" width="240" height="240">
      <rect width={extent} height={extent} fill="#fff" />
      <path d={qrPathData(code)} fill="#000" />
    </svg>
  );
}
