import { registerV2Commands } from '../query/ws/v2-commands.ts';
import type { CommandRegistry } from './command-registry.ts';
import { registerV1Commands } from './v1-commands.ts';

/** Every WebSocket command handler; one registration call per area (v2 entity/alarm/count commands go here too). */
export function registerWsCommands(registry: CommandRegistry): void {
  registerV1Commands(registry);
  registerV2Commands(registry);
}
