import { SCHEMA } from './schema.ts';

/** Every area's DDL, applied in order at open (each statement is IF NOT EXISTS). One import per area file. */
export const SCHEMAS: string[] = [SCHEMA];
