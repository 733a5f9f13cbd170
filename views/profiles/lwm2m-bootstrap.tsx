import { useView } from '../view-context.tsx';
import { parseJson } from '../../server/domain/entity-form.ts';
import { BINDINGS, SECURITY_MODES, type BootstrapServer } from '../../server/tables/profiles/lwm2m-bootstrap.ts';
import { CheckField, EditButton, idOf, SelectField, TextField } from './alarm-fields.tsx';

const SECURITY_LABELS: Record<(typeof SECURITY_MODES)[number], string> = {
  NO_SEC: 'device-profile.lwm2m.security-mode-no-sec',
  PSK: 'device-profile.lwm2m.security-mode-psk',
  RPK: 'device-profile.lwm2m.security-mode-rpk',
  X509: 'device-profile.lwm2m.security-mode-x509',
};
const BINDING_CODES = Object.fromEntries(BINDINGS.map((b) => [b, b]));

/** The bootstrap servers of an LwM2M transport: one form section per server, added and removed with `_op` buttons. */
export function Lwm2mBootstrap({ path, value, errors, disabled }: { path: string; value: string; errors: Record<string, string>; disabled: boolean }) {
  const { t } = useView();
  const parsed = parseJson(value);
  const servers = Array.isArray(parsed) ? (parsed as BootstrapServer[]) : [];
  const number = (v: number | string | undefined) => (v === undefined ? '' : String(v));
  return (
    <fieldset className="form-section lwm2m-bootstrap" id={idOf(path)} disabled={disabled}>
      <legend>{t('device-profile.lwm2m.bootstrap-tab')}</legend>
      {servers.length === 0 && <p className="field-hint">{t('device-profile.lwm2m.no-servers')}</p>}
      {servers.map((server, i) => {
        const at = `${path}.${i}`;
        return (
          <fieldset key={at} className="form-section condition" id={idOf(at)}>
            <legend>{t(server.bootstrapServerIs ? 'device-profile.lwm2m.bootstrap-server' : 'device-profile.lwm2m.lwm2m-server')}</legend>
            <input type="hidden" name={`${at}.bootstrapServerIs`} value={String(server.bootstrapServerIs)} />
            <TextField name={`${at}.shortServerId`} label="device-profile.lwm2m.short-id" value={number(server.shortServerId)} errors={errors} />
            <SelectField name={`${at}.securityMode`} label="device-profile.lwm2m.security-mode" value={server.securityMode} options={SECURITY_LABELS} errors={errors} />
            <TextField name={`${at}.host`} label="device-profile.lwm2m.server-host" value={server.host} errors={errors} />
            <TextField name={`${at}.port`} label="device-profile.lwm2m.server-port" value={number(server.port)} errors={errors} />
            <TextField name={`${at}.clientHoldOffTime`} label="device-profile.lwm2m.client-hold-off-time" value={number(server.clientHoldOffTime)} errors={errors} />
            <TextField name={`${at}.bootstrapServerAccountTimeout`} label="device-profile.lwm2m.account-after-timeout" value={number(server.bootstrapServerAccountTimeout)} errors={errors} />
            <TextField name={`${at}.lifetime`} label="device-profile.lwm2m.lifetime" value={number(server.lifetime)} errors={errors} />
            <TextField name={`${at}.defaultMinPeriod`} label="device-profile.lwm2m.default-min-period" value={number(server.defaultMinPeriod)} errors={errors} />
            <SelectField name={`${at}.binding`} label="device-profile.lwm2m.binding" value={server.binding} options={BINDING_CODES} translated errors={errors} />
            <TextField name={`${at}.serverPublicKey`} label="device-profile.lwm2m.server-public-key" value={server.serverPublicKey ?? ''} errors={errors} multiline />
            <CheckField name={`${at}.notifIfDisabled`} label="device-profile.lwm2m.notification-storing" checked={server.notifIfDisabled} />
            {!disabled && <EditButton op={`remove-server:${at}`} label="device-profile.lwm2m.remove-server" icon="remove" />}
          </fieldset>
        );
      })}
      {!disabled && !servers.some((s) => s.bootstrapServerIs) && <EditButton op={`add-bootstrap-server:${path}`} label="device-profile.lwm2m.add-bootstrap-server" />}
      {!disabled && <EditButton op={`add-lwm2m-server:${path}`} label="device-profile.lwm2m.add-lwm2m-server" />}
    </fieldset>
  );
}
