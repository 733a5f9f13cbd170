/**
 * The LwM2M server and bootstrap server defaults a 3.4.4 platform reports for device profiles
 * (`LwM2MServerSecurityConfigDefault`, fields in the platform's order). Short ids and ports are the platform's
 * stock settings; the emulator runs no LwM2M transport, so the host is the one the caller reached it by, and
 * with no server credentials configured the key and certificate are empty, as on a stock install.
 */
export function serverSecurityConfig(bootstrapServer: boolean, host: string) {
  return {
    shortServerId: bootstrapServer ? 111 : 123,
    bootstrapServerIs: bootstrapServer,
    host,
    port: bootstrapServer ? 5687 : 5685,
    clientHoldOffTime: 1,
    serverPublicKey: '',
    serverCertificate: '',
    bootstrapServerAccountTimeout: 0,
    lifetime: 300,
    defaultMinPeriod: 1,
    notifIfDisabled: true,
    binding: 'U',
    securityHost: host,
    securityPort: bootstrapServer ? 5688 : 5686,
  };
}
