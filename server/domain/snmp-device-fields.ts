import type { FieldDef } from './entity-form.ts';

/**
 * An SNMP device's own transport settings (`deviceData.transportConfiguration`, upstream's
 * `SnmpDeviceTransportConfiguration`): where it is reached, its protocol version, then the community string for
 * v1 / v2c or the user-based security of v3. Each version's fields are shown (and checked) only for it; the version's
 * button shows the form again for the other version's fields without JavaScript.
 */

const AT = 'deviceData.transportConfiguration';
const VERSION = `${AT}.protocolVersion`;
const V1_V2C = [{ path: VERSION, values: ['V1', 'V2C'] }];
const V3 = [{ path: VERSION, values: ['V3'] }];

/** The v1 / v2c member and the v3 members: a saved configuration keeps only its version's. */
const COMMUNITY_MEMBERS = ['community'];
const V3_MEMBERS = ['username', 'securityName', 'contextName', 'authenticationProtocol', 'authenticationPassphrase', 'privacyProtocol', 'privacyPassphrase', 'engineId'];

/** Algorithm names are not translated (upstream shows them as they are). */
const AUTHENTICATION_PROTOCOLS = [
  { value: 'SHA_1', text: 'SHA-1' },
  { value: 'SHA_224', text: 'SHA-224' },
  { value: 'SHA_256', text: 'SHA-256' },
  { value: 'SHA_384', text: 'SHA-384' },
  { value: 'SHA_512', text: 'SHA-512' },
  { value: 'MD5', text: 'MD5' },
];
const PRIVACY_PROTOCOLS = [
  { value: 'DES', text: 'DES' },
  { value: 'AES_128', text: 'AES-128' },
  { value: 'AES_192', text: 'AES-192' },
  { value: 'AES_256', text: 'AES-256' },
];

const required = (message: string) => [{ rule: 'required', message } as const];

export const SNMP_DEVICE_FIELDS: readonly FieldDef[] = [
  { path: `${AT}.host`, label: 'device-profile.snmp.host', control: { kind: 'text' }, validators: required('device-profile.snmp.host-required') },
  {
    path: `${AT}.port`,
    label: 'device-profile.snmp.port',
    control: { kind: 'number' },
    validators: [...required('device-profile.snmp.port-required'), { rule: 'pattern', pattern: /^\d{1,5}$/, message: 'device-profile.snmp.port-pattern' }],
  },
  {
    path: VERSION,
    label: 'device-profile.snmp.protocol-version',
    // The platform's default version when the stored configuration names none.
    initial: 'V2C',
    control: {
      kind: 'select',
      options: [
        { value: 'V1', label: 'device-profile.snmp.version-v1' },
        { value: 'V2C', label: 'device-profile.snmp.version-v2c' },
        { value: 'V3', label: 'device-profile.snmp.version-v3' },
      ],
      refresh: true,
    },
    validators: required('device-profile.snmp.protocol-version-required'),
  },
  { path: `${AT}.community`, label: 'device-profile.snmp.community', when: V1_V2C, control: { kind: 'text' }, validators: required('device-profile.snmp.community-required') },
  { path: `${AT}.username`, label: 'device-profile.snmp.user-name', when: V3, control: { kind: 'text' }, validators: required('device-profile.snmp.user-name-required') },
  { path: `${AT}.securityName`, label: 'device-profile.snmp.security-name', when: V3, initial: 'public', control: { kind: 'text' }, validators: required('device-profile.snmp.security-name-required') },
  {
    path: `${AT}.authenticationProtocol`,
    label: 'device-profile.snmp.authentication-protocol',
    when: V3,
    initial: 'SHA_512',
    control: { kind: 'select', options: AUTHENTICATION_PROTOCOLS },
    validators: required('device-profile.snmp.authentication-protocol-required'),
  },
  { path: `${AT}.authenticationPassphrase`, label: 'device-profile.snmp.authentication-passphrase', when: V3, control: { kind: 'text' }, validators: required('device-profile.snmp.authentication-passphrase-required') },
  {
    path: `${AT}.privacyProtocol`,
    label: 'device-profile.snmp.privacy-protocol',
    when: V3,
    initial: 'DES',
    control: { kind: 'select', options: PRIVACY_PROTOCOLS },
    validators: required('device-profile.snmp.privacy-protocol-required'),
  },
  { path: `${AT}.privacyPassphrase`, label: 'device-profile.snmp.privacy-passphrase', when: V3, control: { kind: 'text' }, validators: required('device-profile.snmp.privacy-passphrase-required') },
  { path: `${AT}.contextName`, label: 'device-profile.snmp.context-name', when: V3, control: { kind: 'text' } },
  { path: `${AT}.engineId`, label: 'device-profile.snmp.engine-id', when: V3, control: { kind: 'text' } },
];

/**
 * The SNMP settings as upstream saves them: only the members of the chosen version (the fields of the other version
 * were not shown, so the form wrote them empty). Other transports' settings are returned as they are.
 */
export function snmpOfVersion(deviceData: unknown): unknown {
  if (typeof deviceData !== 'object' || deviceData === null) return deviceData;
  const data = deviceData as { transportConfiguration?: Record<string, unknown> };
  const config = data.transportConfiguration;
  if (!config || config.type !== 'SNMP') return deviceData;
  const dropped = new Set(config.protocolVersion === 'V3' ? COMMUNITY_MEMBERS : V3_MEMBERS);
  return { ...data, transportConfiguration: Object.fromEntries(Object.entries(config).filter(([member]) => !dropped.has(member))) };
}
