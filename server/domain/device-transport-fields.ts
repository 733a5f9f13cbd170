import type { FieldDef } from './entity-form.ts';
import type { TransportType } from '../platform/types/device.ts';
import { SNMP_DEVICE_FIELDS } from './snmp-device-fields.ts';

/**
 * A device's own transport settings (`deviceData.transportConfiguration`, console-map §3.1 "device data"), by the
 * transport of its profile: CoAP and LwM2M devices choose a power saving mode, SNMP devices say where and how they
 * are reached; default and MQTT devices have none.
 */

const AT = 'deviceData.transportConfiguration';
const WHOLE = /^\d+$/;

const POWER_SAVING: readonly FieldDef[] = [
  {
    path: `${AT}.powerMode`,
    label: 'device-profile.power-saving-mode',
    control: {
      kind: 'select',
      options: [
        { value: '', label: 'device-profile.power-saving-mode-type.default' },
        { value: 'PSM', label: 'device-profile.power-saving-mode-type.psm' },
        { value: 'DRX', label: 'device-profile.power-saving-mode-type.drx' },
        { value: 'E_DRX', label: 'device-profile.power-saving-mode-type.edrx' },
      ],
    },
  },
  { path: `${AT}.psmActivityTimer`, label: 'device-profile.psm-activity-timer', control: { kind: 'number' }, validators: [{ rule: 'pattern', pattern: WHOLE, message: 'device-profile.time-pattern' }] },
  { path: `${AT}.edrxCycle`, label: 'device-profile.edrx-cycle', control: { kind: 'number' }, validators: [{ rule: 'pattern', pattern: WHOLE, message: 'device-profile.time-pattern' }] },
  { path: `${AT}.pagingTransmissionWindow`, label: 'device-profile.paging-transmission-window', control: { kind: 'number' }, validators: [{ rule: 'pattern', pattern: WHOLE, message: 'device-profile.time-pattern' }] },
];

export function transportFields(transport: TransportType): readonly FieldDef[] {
  if (transport === 'COAP' || transport === 'LWM2M') return POWER_SAVING;
  if (transport === 'SNMP') return SNMP_DEVICE_FIELDS;
  return [];
}
