import type { FastifyRequest } from 'fastify';
import { pickLanguage, type Translator } from './i18n.ts';

/** The product-prefixed cookie that remembers the chosen language, like the upstream console's local settings. */
export const LANGUAGE_COOKIE = 'floorboard_lang';

// A request asks for its language several times (hooks, views), and browsers send the same few headers.
const picked = new WeakMap<Translator, Map<string, string>>();
const MAX_PICKED = 1000;

/** The request's language from the user's preference, the remembered choice and Accept-Language. */
export function requestLanguage(request: FastifyRequest, translator: Translator): string {
  const preference = request.session?.user?.lang;
  const remembered = request.cookies?.[LANGUAGE_COOKIE];
  const acceptLanguage = request.headers['accept-language'];
  const key = `${preference ?? ''}|${remembered ?? ''}|${acceptLanguage ?? ''}`;
  let cache = picked.get(translator);
  if (!cache) picked.set(translator, (cache = new Map()));
  let lang = cache.get(key);
  if (lang === undefined) {
    lang = pickLanguage(translator.languages, { preference, remembered, acceptLanguage });
    if (cache.size >= MAX_PICKED) cache.clear();
    cache.set(key, lang);
  }
  return lang;
}
