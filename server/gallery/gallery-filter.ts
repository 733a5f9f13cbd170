import type { FastifyRequest } from 'fastify';
import { formEncode, type UrlFor } from '../base-path.ts';

/** The query member naming the gallery's shown sections (`/gallery?parts=code-editor,json-viewer`). */
export const PARTS_PARAM = 'parts';

/**
 * The sections a request asks for, read from its address whatever the route's query schema keeps (a post carries the
 * filter in its form's action); null when it names none.
 */
export function askedParts(request: FastifyRequest): string[] | null {
  const query = request.url.indexOf('?');
  if (query < 0) return null;
  const named = new URLSearchParams(request.url.slice(query + 1)).getAll(PARTS_PARAM).flatMap((value) => value.split(','));
  const parts = named.map((part) => part.trim()).filter(Boolean);
  return parts.length ? parts : null;
}

/** `address` with the filter in its query (before its fragment), unless it holds one already. */
export function withParts(address: string, parts: string): string {
  const hash = address.indexOf('#');
  const before = hash < 0 ? address : address.slice(0, hash);
  const fragment = hash < 0 ? '' : address.slice(hash);
  const query = before.indexOf('?');
  if (query >= 0 && new URLSearchParams(before.slice(query + 1)).has(PARTS_PARAM)) return address;
  return `${before}${query >= 0 ? '&' : '?'}${PARTS_PARAM}=${formEncode(parts)}${fragment}`;
}

/** The URL helper of a filtered gallery: each address of the gallery (its page, forms, dialogs) keeps the filter. */
export function filteredUrl(url: UrlFor, parts: string): UrlFor {
  const gallery = url('/gallery');
  return (path, query) => {
    const address = url(path, query);
    return isGalleryAddress(address, gallery) ? withParts(address, parts) : address;
  };
}

/** Whether `address` (with the base path) is the gallery's page or one of its routes. */
export function isGalleryAddress(address: string, gallery: string): boolean {
  return address.startsWith(gallery) && (address.length === gallery.length || '/?#'.includes(address[gallery.length]!));
}
