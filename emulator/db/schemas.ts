import { SCHEMA } from './schema.ts';
import { ALARM_PROPAGATION_SCHEMA } from './schema-alarm-propagation.ts';
import { AUTH_SCHEMA } from './schema-auth.ts';
import { CONTENT_SCHEMA } from './schema-content.ts';
import { ENTITIES_SCHEMA } from './schema-entities.ts';
import { RPC_SCHEMA } from './schema-rpc.ts';
import { SYSTEM_SCHEMA } from './schema-system.ts';
import { TELEMETRY_SCHEMA } from './schema-telemetry.ts';
import { VC_SCHEMA } from './schema-vc.ts';
import { EDGE_EVENTS_SCHEMA } from './schema-edge-events.ts';

/** Every area's DDL, applied in order at open (each statement is IF NOT EXISTS). One import per area file. */
export const SCHEMAS: string[] = [SCHEMA, AUTH_SCHEMA, CONTENT_SCHEMA, TELEMETRY_SCHEMA, ENTITIES_SCHEMA, RPC_SCHEMA, VC_SCHEMA, SYSTEM_SCHEMA, ALARM_PROPAGATION_SCHEMA, EDGE_EVENTS_SCHEMA];
