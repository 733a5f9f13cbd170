import type { FastifyReply } from 'fastify';

/** A header-safe `Content-Disposition` for a download named after an entity (any language, any character). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Answers an entity as the JSON file upstream's export downloads (`<name>.json`). */
export function sendJsonFile(reply: FastifyReply, name: string, data: unknown): FastifyReply {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-disposition', attachment(`${name || 'export'}.json`))
    .send(JSON.stringify(data, null, 2));
}
