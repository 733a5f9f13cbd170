import type { FieldDef, FieldErrors, FormDef, FormInput } from './entity-form.ts';
import type { CredentialsType, DeviceCredentials, TransportType } from '../platform/types/device.ts';

/**
 * The device credentials form of console-map §4.4: the types a profile's transport allows, the fields of each type
 * (named by their JSON path: `credentialsId`, `credentialsValue`, and inside the JSON value `credentialsValue.userName`),
 * their validation, and the credentials the platform is sent.
 */

export const ALLOWED_TYPES: Record<TransportType, readonly CredentialsType[]> = {
  DEFAULT: ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC'],
  MQTT: ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC'],
  COAP: ['ACCESS_TOKEN', 'X509_CERTIFICATE'],
  LWM2M: ['LWM2M_CREDENTIALS'],
  SNMP: ['ACCESS_TOKEN'],
};

const TYPE_LABELS: Record<CredentialsType, string> = {
  ACCESS_TOKEN: 'device.access-token',
  X509_CERTIFICATE: 'device.certificate-pem-format',
  MQTT_BASIC: 'device.mqtt-basic',
  LWM2M_CREDENTIALS: 'device.lwm2m-credentials',
};

/** The LwM2M security modes, of the client and of both servers. */
const MODES = [
  { value: 'NO_SEC', label: 'device.lwm2m-security-config.mode-no-sec' },
  { value: 'PSK', label: 'device.lwm2m-security-config.mode-psk' },
  { value: 'RPK', label: 'device.lwm2m-security-config.mode-rpk' },
  { value: 'X509', label: 'device.lwm2m-security-config.mode-x509' },
];

export const TYPE_FIELD = 'credentialsType';

/** What each type shows beneath the type choice. */
const FIELDS: Record<CredentialsType, readonly FieldDef[]> = {
  ACCESS_TOKEN: [
    {
      path: 'credentialsId',
      label: 'device.access-token',
      control: { kind: 'text' },
      validators: [
        { rule: 'required', message: 'device.access-token-required' },
        { rule: 'maxLength', max: 32, message: 'device.access-token-invalid' },
        { rule: 'pattern', pattern: /^\S+$/, message: 'device.access-token-invalid' },
      ],
    },
  ],
  X509_CERTIFICATE: [
    { path: 'credentialsValue', label: 'device.certificate-pem-format', control: { kind: 'textarea' }, validators: [{ rule: 'required', message: 'device.certificate-pem-format-required' }] },
  ],
  MQTT_BASIC: [
    { path: 'credentialsValue.clientId', label: 'device.client-id', control: { kind: 'text' }, validators: [{ rule: 'pattern', pattern: /^\S+$/, message: 'device.client-id-pattern' }] },
    { path: 'credentialsValue.userName', label: 'device.user-name', control: { kind: 'text' } },
    { path: 'credentialsValue.password', label: 'device.password', control: { kind: 'text' } },
  ],
  LWM2M_CREDENTIALS: [
    { path: 'credentialsValue.client.endpoint', label: 'device.lwm2m-security-config.endpoint', control: { kind: 'text' }, validators: [{ rule: 'required', message: 'device.lwm2m-security-config.endpoint-required' }] },
    { path: 'credentialsValue.client.securityConfigClientMode', label: 'device.lwm2m-security-config.mode', control: { kind: 'select', options: MODES } },
    { path: 'credentialsValue.client.identity', label: 'device.lwm2m-security-config.identity', control: { kind: 'text' } },
    { path: 'credentialsValue.client.key', label: 'device.lwm2m-security-config.client-key', control: { kind: 'textarea' } },
    { path: 'credentialsValue.client.cert', label: 'device.lwm2m-security-config.client-certificate', control: { kind: 'textarea' } },
    { path: 'credentialsValue.bootstrap.bootstrapServer.securityMode', label: 'device.lwm2m-security-config.bootstrap-server-mode', control: { kind: 'select', options: MODES } },
    { path: 'credentialsValue.bootstrap.bootstrapServer.clientPublicKeyOrId', label: 'device.lwm2m-security-config.bootstrap-server-public-key', control: { kind: 'textarea' } },
    { path: 'credentialsValue.bootstrap.bootstrapServer.clientSecretKey', label: 'device.lwm2m-security-config.bootstrap-server-secret-key', control: { kind: 'textarea' } },
    { path: 'credentialsValue.bootstrap.lwm2mServer.securityMode', label: 'device.lwm2m-security-config.lwm2m-server-mode', control: { kind: 'select', options: MODES } },
    { path: 'credentialsValue.bootstrap.lwm2mServer.clientPublicKeyOrId', label: 'device.lwm2m-security-config.lwm2m-server-public-key', control: { kind: 'textarea' } },
    { path: 'credentialsValue.bootstrap.lwm2mServer.clientSecretKey', label: 'device.lwm2m-security-config.lwm2m-server-secret-key', control: { kind: 'textarea' } },
  ],
};

/** The allowed type the form shows: the one asked for if allowed, else the first allowed. */
export function shownType(transport: TransportType, asked: unknown): CredentialsType {
  const allowed = ALLOWED_TYPES[transport] ?? ALLOWED_TYPES.DEFAULT;
  return allowed.includes(asked as CredentialsType) ? (asked as CredentialsType) : allowed[0];
}

/** The form for one type: the type choice (only the transport's types), then that type's fields. */
export function credentialsForm(transport: TransportType, type: CredentialsType, prefix = ''): FormDef {
  const allowed = ALLOWED_TYPES[transport] ?? ALLOWED_TYPES.DEFAULT;
  const choice: FieldDef = {
    path: `${prefix}${TYPE_FIELD}`,
    label: 'device.credentials-type',
    control: { kind: 'select', options: allowed.map((value) => ({ value, label: TYPE_LABELS[value] })), refresh: 'device.change-credentials-type' },
  };
  return { fields: [choice, ...FIELDS[type].map((f) => ({ ...f, path: `${prefix}${f.path}` }))] };
}

/** What the form shows for stored credentials: their members, the JSON value read into its fields. */
export function credentialsInput(credentials: Pick<DeviceCredentials, 'credentialsType' | 'credentialsId' | 'credentialsValue'>): Record<string, unknown> {
  const input: Record<string, unknown> = { credentialsType: credentials.credentialsType, credentialsId: credentials.credentialsId ?? '' };
  if (credentials.credentialsType === 'X509_CERTIFICATE') input.credentialsValue = credentials.credentialsValue ?? '';
  else if (credentials.credentialsValue) {
    try {
      input.credentialsValue = JSON.parse(credentials.credentialsValue) as unknown;
    } catch {
      input.credentialsValue = {};
    }
  }
  return input;
}

const filled = (input: FormInput, path: string) => typeof input[path] === 'string' && (input[path] as string).trim() !== '';

/** The rules across fields of a type (console-map §4.4), beyond each field's own. */
export function crossCheck(type: CredentialsType, input: FormInput, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  const at = (path: string) => `${prefix}${path}`;
  if (type === 'MQTT_BASIC') {
    if (!filled(input, at('credentialsValue.clientId')) && !filled(input, at('credentialsValue.userName'))) errors[at('credentialsValue.clientId')] = 'device.client-id-or-user-name-necessary';
    if (filled(input, at('credentialsValue.password')) && !filled(input, at('credentialsValue.userName'))) errors[at('credentialsValue.userName')] = 'device.user-name-required';
  }
  if (type === 'LWM2M_CREDENTIALS') {
    const clientMode = input[at('credentialsValue.client.securityConfigClientMode')];
    if (clientMode === 'PSK' && !filled(input, at('credentialsValue.client.identity'))) errors[at('credentialsValue.client.identity')] = 'device.lwm2m-security-config.identity-required';
    if ((clientMode === 'PSK' || clientMode === 'RPK') && !filled(input, at('credentialsValue.client.key'))) errors[at('credentialsValue.client.key')] = 'device.lwm2m-security-config.client-key-required';
  }
  return errors;
}

/** The JSON value of MQTT basic or LwM2M credentials, from the fields under `credentialsValue.`; empty texts left out. */
function jsonValue(input: FormInput, prefix: string): string {
  const root: Record<string, unknown> = {};
  const start = `${prefix}credentialsValue.`;
  for (const [path, value] of Object.entries(input)) {
    if (!path.startsWith(start) || typeof value !== 'string' || value.trim() === '') continue;
    const parts = path.slice(start.length).split('.');
    let at = root;
    for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
    at[parts.at(-1)!] = value.trim();
  }
  return JSON.stringify(root);
}

/** The credentials' members as the platform takes them: a type's id or value, the others null. */
export function credentialsOf(type: CredentialsType, input: FormInput, prefix = ''): Pick<DeviceCredentials, 'credentialsType' | 'credentialsId' | 'credentialsValue'> {
  const text = (path: string) => (typeof input[`${prefix}${path}`] === 'string' ? (input[`${prefix}${path}`] as string).trim() : '');
  if (type === 'ACCESS_TOKEN') return { credentialsType: type, credentialsId: text('credentialsId'), credentialsValue: null };
  if (type === 'X509_CERTIFICATE') return { credentialsType: type, credentialsId: null, credentialsValue: text('credentialsValue') };
  // LwM2M credentials are found by their client's endpoint.
  if (type === 'LWM2M_CREDENTIALS') return { credentialsType: type, credentialsId: text('credentialsValue.client.endpoint'), credentialsValue: jsonValue(input, prefix) };
  return { credentialsType: type, credentialsId: null, credentialsValue: jsonValue(input, prefix) };
}
