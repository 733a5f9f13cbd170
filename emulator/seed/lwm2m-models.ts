import type { DatabaseSync } from 'node:sqlite';
import { NULL_UUID } from '../lib/ids.ts';
import { createResourceStore } from '../store/resources.ts';
import type { SeedClock } from './seed-clock.ts';

/** A short LwM2M Device object (ID 3) model, enough for LwM2M device profiles to offer something. */
const DEVICE_MODEL = `<?xml version="1.0" encoding="utf-8"?>
<LWM2M>
  <Object ObjectType="MODefinition">
    <Name>Device</Name>
    <Description1>Information about the device and its power supply; allows a reboot.</Description1>
    <ObjectID>3</ObjectID>
    <ObjectURN>urn:oma:lwm2m:oma:3:1.2</ObjectURN>
    <ObjectVersion>1.2</ObjectVersion>
    <MultipleInstances>Single</MultipleInstances>
    <Mandatory>Mandatory</Mandatory>
    <Resources>
      <Item ID="0"><Name>Manufacturer</Name><Operations>R</Operations><MultipleInstances>Single</MultipleInstances><Mandatory>Optional</Mandatory><Type>String</Type></Item>
      <Item ID="1"><Name>Model Number</Name><Operations>R</Operations><MultipleInstances>Single</MultipleInstances><Mandatory>Optional</Mandatory><Type>String</Type></Item>
      <Item ID="2"><Name>Serial Number</Name><Operations>R</Operations><MultipleInstances>Single</MultipleInstances><Mandatory>Optional</Mandatory><Type>String</Type></Item>
      <Item ID="3"><Name>Firmware Version</Name><Operations>R</Operations><MultipleInstances>Single</MultipleInstances><Mandatory>Optional</Mandatory><Type>String</Type></Item>
      <Item ID="4"><Name>Reboot</Name><Operations>E</Operations><MultipleInstances>Single</MultipleInstances><Mandatory>Mandatory</Mandatory><Type></Type></Item>
      <Item ID="9"><Name>Battery Level</Name><Operations>R</Operations><MultipleInstances>Single</MultipleInstances><Mandatory>Optional</Mandatory><Type>Integer</Type><Units>/100</Units></Item>
      <Item ID="13"><Name>Current Time</Name><Operations>RW</Operations><MultipleInstances>Single</MultipleInstances><Mandatory>Optional</Mandatory><Type>Time</Type></Item>
    </Resources>
  </Object>
</LWM2M>
`;

/** The platform installs the OMA object models as system resources; the emulator ships its own small one. */
export function seedSystemLwm2mModels(db: DatabaseSync, clock: SeedClock): void {
  createResourceStore(db).save({
    ...clock.id(), tenant_id: NULL_UUID, title: 'Device', resource_type: 'LWM2M_MODEL', resource_key: '3_1.2',
    file_name: '3.xml', data: Buffer.from(DEVICE_MODEL).toString('base64'),
  });
}
