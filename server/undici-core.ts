import { createRequire } from 'node:module';
import type * as Undici from 'undici';

// undici's index loads all of undici (fetch, WebSocket, EventSource, caches, mocks, proxy agents, interceptors): 5.4 MB
// of heap for as long as the console runs. The console needs its pools and agents and their request(): 2.6 MB. These
// are the same classes the index exports, with the calls it puts on the dispatchers' prototype.
const require = createRequire(import.meta.url);
const Dispatcher = require('undici/lib/dispatcher/dispatcher.js') as { prototype: object };
Object.assign(Dispatcher.prototype, require('undici/lib/api/index.js'));

export const Pool = require('undici/lib/dispatcher/pool.js') as typeof Undici.Pool;
export const Agent = require('undici/lib/dispatcher/agent.js') as typeof Undici.Agent;
export type Pool = Undici.Pool;
export type Agent = Undici.Agent;
export type { Dispatcher } from 'undici';
