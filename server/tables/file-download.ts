import type { FastifyReply } from 'fastify';
import type { StreamResponse } from '../platform/platform-http.ts';
import { attachment } from './json-export.ts';

/** The file name a platform download states (`attachment; filename=fw.bin`), or `fallback`. */
export function statedFileName(res: StreamResponse, fallback: string): string {
  const stated = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(res.headers['content-disposition'] ?? '')?.[1];
  if (!stated) return fallback;
  try {
    return decodeURIComponent(stated.trim());
  } catch {
    return stated.trim();
  }
}

/** Passes a platform download on as it arrives: its bytes untouched, its type and length, a safe file name. */
export function sendPlatformFile(reply: FastifyReply, res: StreamResponse, fileName: string): FastifyReply {
  reply.header('content-type', res.headers['content-type'] || 'application/octet-stream').header('content-disposition', attachment(fileName));
  if (res.headers['content-length']) reply.header('content-length', res.headers['content-length']);
  return reply.send(res.body);
}
