import type { Size } from './map-geometry.ts';

// 64 KiB of the file in base64: enough for any of the headers read below.
const HEAD_CHARS = 87_384;

function bytesOf(dataUrl: string): Buffer | null {
  const m = /^data:image\/[a-z0-9.+-]+(?:;[a-z0-9=.+-]+)*;base64,(.*)$/i.exec(dataUrl);
  return m ? Buffer.from(m[1].slice(0, HEAD_CHARS), 'base64') : null;
}

function jpegSize(b: Buffer): Size | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    // Start-of-frame markers (baseline, progressive ...), not DHT, JPG or DAC.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + b.readUInt16BE(i + 2);
  }
  return null;
}

/**
 * The pixel size of an image given as a base64 data URL (PNG, JPEG, GIF), read from its header; null for
 * anything else (a path of the console, SVG), whose size the server cannot know without loading it.
 */
export function imageSize(href: string): Size | null {
  const b = bytesOf(href);
  if (!b || b.length < 24) return null;
  let size: Size | null = null;
  if (b.readUInt32BE(0) === 0x89504e47) size = { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  else if (b.toString('ascii', 0, 3) === 'GIF') size = { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  else if (b[0] === 0xff && b[1] === 0xd8) size = jpegSize(b);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
