import type { Json } from '../domain/dashboard/dashboard-config.ts';
import { record, text } from './json-read.ts';

/** `{i18n:key}` in titles and names, as upstream's customTranslation: the console's translation when it has one. */
export function customTranslation(value: string, translate: (key: string) => string | null): string {
  return value.replace(/\{i18n:([^}]+)\}/g, (_m, key: string) => translate(key) ?? key);
}

/**
 * A state's name with upstream's substitutions: `${entityName}`, `${entityLabel}` from the state parameters,
 * and `${param:entityName}` / `${param:entityLabel}` from named entity parameters.
 */
export function stateTitle(name: string, params: Json): string {
  return name.replace(/\$\{([^}]+)\}/g, (whole, variable: string) => {
    const [param, member] = variable.includes(':') ? variable.split(':', 2) : [null, variable];
    const holder = param ? record(params[param]) : params;
    if (member !== 'entityName' && member !== 'entityLabel') return whole;
    return text(holder[member]);
  });
}
