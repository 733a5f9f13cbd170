import { badRequest } from '../http/api-error.ts';

/**
 * An SNMP device's transport configuration as ThingsBoard 3.4.4 keeps it (`SnmpDeviceTransportConfiguration`): a new
 * one holds the class's defaults, and a device is refused (400) when the one it is sent with is not valid for its
 * protocol version.
 */

export const SNMP_DEVICE_DEFAULTS = { type: 'SNMP', host: 'localhost', port: 161, protocolVersion: 'V2C', community: 'public' } as const;

const VERSIONS = ['V1', 'V2C', 'V3'];
const AUTHENTICATION = ['SHA_1', 'SHA_224', 'SHA_256', 'SHA_384', 'SHA_512', 'MD5'];
const PRIVACY = ['DES', 'AES_128', 'AES_192', 'AES_256'];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const notBlank = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const notEmpty = (v: unknown) => typeof v === 'string' && v !== '';
const given = (v: unknown) => v !== undefined && v !== null;
const oneOf = (values: string[], v: unknown) => typeof v === 'string' && values.includes(v);

/** The platform's `isValid()`: host, port and version, then the community (v1, v2c) or the user-based security (v3). */
function isValidSnmp(config: Record<string, unknown>): boolean {
  if (!notBlank(config.host) || !given(config.port) || !oneOf(VERSIONS, config.protocolVersion)) return false;
  if (config.protocolVersion !== 'V3') return notEmpty(config.community);
  return (
    notBlank(config.username) &&
    notBlank(config.securityName) &&
    given(config.contextName) &&
    oneOf(AUTHENTICATION, config.authenticationProtocol) &&
    notBlank(config.authenticationPassphrase) &&
    oneOf(PRIVACY, config.privacyProtocol) &&
    notBlank(config.privacyPassphrase) &&
    given(config.engineId)
  );
}

/** Refuses a device sent with an SNMP transport configuration that is not valid (checked before it follows its profile). */
export function checkDeviceTransport(deviceData: unknown): void {
  const config = isRecord(deviceData) ? deviceData.transportConfiguration : undefined;
  if (isRecord(config) && config.type === 'SNMP' && !isValidSnmp(config)) throw badRequest('Transport configuration is not valid');
}
