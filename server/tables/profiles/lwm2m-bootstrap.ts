import type { FieldErrors, StructuredEditor } from '../../domain/entity-form.ts';
import { postedText, rowIndexes } from '../../domain/form-rows.ts';

export const SECURITY_MODES = ['NO_SEC', 'PSK', 'RPK', 'X509'] as const;
export const BINDINGS = ['U', 'M', 'H', 'T', 'S', 'N', 'UQ', 'UQS', 'TQ', 'TQS', 'SQ'] as const;
/** The numeric members of a server, in the form's order. */
export const SERVER_NUMBERS = ['shortServerId', 'port', 'clientHoldOffTime', 'bootstrapServerAccountTimeout', 'lifetime', 'defaultMinPeriod'] as const;

/** A bootstrap or LwM2M server of an LwM2M profile (contract 4.10); numbers kept as typed while they are none. */
export interface BootstrapServer {
  bootstrapServerIs: boolean;
  securityMode: string;
  host: string;
  serverPublicKey: string;
  notifIfDisabled: boolean;
  binding: string;
  shortServerId: number | string;
  port: number | string;
  clientHoldOffTime: number | string;
  bootstrapServerAccountTimeout: number | string;
  lifetime: number | string;
  defaultMinPeriod: number | string;
}

type Body = Record<string, unknown>;
const oneOf = (v: string, choices: readonly string[], fallback: string) => (choices.includes(v) ? v : fallback);

/** A new server's settings (the platform's defaults for its own servers). */
export function newServer(bootstrap: boolean): BootstrapServer {
  return {
    bootstrapServerIs: bootstrap,
    securityMode: 'NO_SEC',
    host: '0.0.0.0',
    serverPublicKey: '',
    notifIfDisabled: true,
    binding: 'U',
    shortServerId: bootstrap ? 111 : 123,
    port: bootstrap ? 5687 : 5685,
    clientHoldOffTime: 1,
    bootstrapServerAccountTimeout: 0,
    lifetime: 300,
    defaultMinPeriod: 1,
  };
}


function readServer(body: Body, at: string): BootstrapServer {
  const numbers = Object.fromEntries(SERVER_NUMBERS.map((n) => [n, /^\d{1,9}$/.test(postedText(body[`${at}.${n}`])) ? Number(postedText(body[`${at}.${n}`])) : postedText(body[`${at}.${n}`])]));
  return {
    bootstrapServerIs: postedText(body[`${at}.bootstrapServerIs`]) === 'true',
    securityMode: oneOf(postedText(body[`${at}.securityMode`]), SECURITY_MODES, 'NO_SEC'),
    host: postedText(body[`${at}.host`]),
    serverPublicKey: postedText(body[`${at}.serverPublicKey`]),
    notifIfDisabled: postedText(body[`${at}.notifIfDisabled`]) === 'true',
    binding: oneOf(postedText(body[`${at}.binding`]), BINDINGS, 'U'),
    ...(numbers as Pick<BootstrapServer, (typeof SERVER_NUMBERS)[number]>),
  };
}

/** The bootstrap servers of an LwM2M transport: at most one bootstrap server and any LwM2M servers, as rows. */
export const lwm2mBootstrapEditor: StructuredEditor = {
  view: 'lwm2mBootstrap',
  read(body, path, edit) {
    const servers = rowIndexes(body, path).map((i) => readServer(body, `${path}.${i}`));
    const [op, target = ''] = edit.split(':', 2);
    if (op === 'add-bootstrap-server' && target === path && !servers.some((s) => s.bootstrapServerIs)) servers.unshift(newServer(true));
    if (op === 'add-lwm2m-server' && target === path) servers.push(newServer(false));
    if (op === 'remove-server' && target.startsWith(`${path}.`)) servers.splice(Number(target.slice(path.length + 1)), 1);
    return servers;
  },
  check(value, path) {
    const errors: FieldErrors = {};
    (Array.isArray(value) ? (value as BootstrapServer[]) : []).forEach((server, i) => {
      const at = `${path}.${i}`;
      if (server.host === '') errors[`${at}.host`] = 'device-profile.lwm2m.server-host-required';
      for (const n of SERVER_NUMBERS) if (typeof server[n] !== 'number') errors[`${at}.${n}`] = 'device-profile.lwm2m.whole-number-required';
      if ((server.securityMode === 'RPK' || server.securityMode === 'X509') && server.serverPublicKey === '') errors[`${at}.serverPublicKey`] = 'device-profile.lwm2m.server-public-key-required';
    });
    return errors;
  },
};
