import { useView } from '../view-context.tsx';
import { FieldError } from '../form-parts.tsx';
import { parseJson } from '../../server/domain/entity-form.ts';
import { QUERYING_SPECS, SNMP_DATA_TYPES, SNMP_SPECS, type SnmpConfig } from '../../server/tables/profiles/snmp-configs.ts';
import { EditButton, idOf, SelectField, TextField } from './alarm-fields.tsx';

const SPEC_LABELS: Record<(typeof SNMP_SPECS)[number], string> = {
  TELEMETRY_QUERYING: 'device-profile.snmp.spec-telemetry-querying',
  CLIENT_ATTRIBUTES_QUERYING: 'device-profile.snmp.spec-client-attributes-querying',
  SHARED_ATTRIBUTES_SETTING: 'device-profile.snmp.spec-shared-attributes-setting',
  TO_DEVICE_RPC_REQUEST: 'device-profile.snmp.spec-to-device-rpc-request',
};
const TYPE_LABELS: Record<(typeof SNMP_DATA_TYPES)[number], string> = {
  STRING: 'device-profile.snmp.data-type-string',
  LONG: 'device-profile.snmp.data-type-long',
  DOUBLE: 'device-profile.snmp.data-type-double',
  BOOLEAN: 'device-profile.snmp.data-type-boolean',
  JSON: 'device-profile.snmp.data-type-json',
};

/**
 * The SNMP communication configs of a device profile's transport: per config its spec, querying frequency and mappings
 * (data type, key, OID), rows added and removed with the form's `_op` buttons (no JavaScript needed).
 */
export function SnmpConfigs({ path, value, errors, disabled }: { path: string; value: string; errors: Record<string, string>; disabled: boolean }) {
  const { t } = useView();
  const parsed = parseJson(value);
  const configs = Array.isArray(parsed) ? (parsed as SnmpConfig[]) : [];
  return (
    <fieldset className="form-section snmp-configs" id={idOf(path)} disabled={disabled}>
      <legend>{t('device-profile.snmp.communication-configs')}</legend>
      {configs.length === 0 && <p className="field-hint">{t('device-profile.snmp.please-add-communication-config')}</p>}
      {configs.map((config, c) => {
        const at = `${path}.${c}`;
        return (
          <fieldset key={at} className="form-section snmp-config" id={idOf(at)}>
            <legend>{t('device-profile.snmp.communication-config', { number: c + 1 })}</legend>
            <SelectField name={`${at}.spec`} label="device-profile.snmp.scope" value={config.spec} options={SPEC_LABELS} errors={errors} />
            {QUERYING_SPECS.includes(config.spec) ? (
              <TextField name={`${at}.queryingFrequencyMs`} label="device-profile.snmp.querying-frequency" value={String(config.queryingFrequencyMs ?? '')} errors={errors} />
            ) : null}
            {!disabled && <EditButton op={`refresh:${at}`} label="profiles.apply-choices" />}
            <table className="snmp-mappings">
              <caption>{t('device-profile.snmp.mappings')}</caption>
              <tbody>
                {config.mappings.map((mapping, m) => {
                  const row = `${at}.mappings.${m}`;
                  return (
                    <tr key={row}>
                      <td>
                        <SelectField name={`${row}.dataType`} label="device-profile.snmp.data-type" value={mapping.dataType} options={TYPE_LABELS} errors={errors} />
                      </td>
                      <td>
                        <TextField name={`${row}.key`} label="device-profile.snmp.data-key" value={mapping.key} errors={errors} />
                      </td>
                      <td>
                        <TextField name={`${row}.oid`} label="device-profile.snmp.oid" value={mapping.oid} errors={errors} />
                      </td>
                      <td>{!disabled && <EditButton op={`remove-mapping:${row}`} label="device-profile.snmp.remove-mapping" icon="remove" />}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <FieldError id={`${idOf(`${at}.mappings`)}-error`} message={errors[`${at}.mappings`]} />
            {!disabled && (
              <>
                <EditButton op={`add-mapping:${at}.mappings`} label="device-profile.snmp.add-mapping" />
                <EditButton op={`remove-config:${at}`} label="device-profile.snmp.remove-communication-config" icon="remove" />
              </>
            )}
          </fieldset>
        );
      })}
      {!disabled && configs.length < SNMP_SPECS.length && <EditButton op={`add-config:${path}`} label="device-profile.snmp.add-communication-config" />}
    </fieldset>
  );
}
