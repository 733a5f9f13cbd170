/**
 * The CSV import's device columns (console-map §4.6): the gateway flag and every credential member. Each may be used
 * by one column of a file only; their names are upstream's `import.column-type.*` keys.
 */
export const DEVICE_COLUMN_LABELS: Record<string, string> = {
  IS_GATEWAY: 'import.column-type.isgateway',
  ACCESS_TOKEN: 'import.column-type.access-token',
  X509: 'import.column-type.x509',
  MQTT_CLIENT_ID: 'import.column-type.mqtt.client-id',
  MQTT_USER_NAME: 'import.column-type.mqtt.user-name',
  MQTT_PASSWORD: 'import.column-type.mqtt.password',
  LWM2M_CLIENT_ENDPOINT: 'import.column-type.lwm2m.client-endpoint',
  LWM2M_CLIENT_SECURITY_CONFIG_MODE: 'import.column-type.lwm2m.security-config-mode',
  LWM2M_CLIENT_IDENTITY: 'import.column-type.lwm2m.client-identity',
  LWM2M_CLIENT_KEY: 'import.column-type.lwm2m.client-key',
  LWM2M_CLIENT_CERT: 'import.column-type.lwm2m.client-cert',
  LWM2M_BOOTSTRAP_SERVER_SECURITY_MODE: 'import.column-type.lwm2m.bootstrap-server-security-mode',
  LWM2M_BOOTSTRAP_SERVER_PUBLIC_KEY_OR_ID: 'import.column-type.lwm2m.bootstrap-server-public-key-id',
  LWM2M_BOOTSTRAP_SERVER_SECRET_KEY: 'import.column-type.lwm2m.bootstrap-server-secret-key',
  LWM2M_SERVER_SECURITY_MODE: 'import.column-type.lwm2m.server-security-mode',
  LWM2M_SERVER_CLIENT_PUBLIC_KEY_OR_ID: 'import.column-type.lwm2m.server-client-public-key-id',
  LWM2M_SERVER_CLIENT_SECRET_KEY: 'import.column-type.lwm2m.server-client-secret-key',
};

export const DEVICE_ONCE_TYPES = Object.keys(DEVICE_COLUMN_LABELS);
