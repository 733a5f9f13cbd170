import { crc32, deflateSync } from 'node:zlib';

const SIZE = 256;
// The plain background of a map without tiles (static/css/dashboard.css, .map-view).
const GREY = 0xe5;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function blankPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(SIZE + 1, GREY);
  row[0] = 0; // no filter
  const pixels = deflateSync(Buffer.concat(Array.from({ length: SIZE }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** The tile answered when the provider has none to give: plain grey, 256 px square. */
export const BLANK_TILE = blankPng();
