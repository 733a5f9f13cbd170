import type { WidgetTypeDetails } from '../../platform/types/widgets-bundle.ts';
import { record, type Json } from '../json-read.ts';

function parsed(text: unknown): Json {
  if (typeof text !== 'string') return record(text);
  try {
    return record(JSON.parse(text));
  } catch {
    return {};
  }
}

/** A new widget of a type, as upstream's editor makes one: the type's default configuration and size. */
export function newWidget(type: WidgetTypeDetails, id: string, isSystemType: boolean): Json {
  const d = type.descriptor ?? {};
  const config = parsed(d.defaultConfig);
  return {
    id,
    isSystemType,
    bundleAlias: type.bundleAlias,
    typeAlias: type.alias,
    type: d.type ?? 'latest',
    title: type.name,
    sizeX: typeof d.sizeX === 'number' ? d.sizeX : 8,
    sizeY: typeof d.sizeY === 'number' ? d.sizeY : 6,
    row: 0,
    col: 0,
    config: { ...config, title: typeof config.title === 'string' ? config.title : type.name },
  };
}
