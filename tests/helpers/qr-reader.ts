import jsqr from 'jsqr';

// A CommonJS module whose typings name its export `default`.
const jsQR = (jsqr as unknown as { default: typeof import('jsqr').default }).default;

const SCALE = 4;

/**
 * Reads the text of the QR code a page draws (the console's `<svg class="qr-code">` of unit
 * squares), as a phone's camera would: the squares are painted into a bitmap and decoded by an
 * independent QR reader. Null when there is no code or it does not decode.
 */
export function readQrCode(html: string): string | null {
  const svg = /<svg class="qr-code" viewBox="0 0 (\d+) \d+"[\s\S]*?<path d="([^"]*)"/.exec(html);
  if (!svg) return null;
  const extent = Number(svg[1]);
  const size = extent * SCALE;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [, x, y] of svg[2].matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < SCALE; dy++) {
      for (let dx = 0; dx < SCALE; dx++) {
        const at = ((Number(y) * SCALE + dy) * size + Number(x) * SCALE + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
    }
  }
  return jsQR(pixels, size, size)?.data ?? null;
}
