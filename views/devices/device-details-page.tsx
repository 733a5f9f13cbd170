import { CopyButton } from '../copy-button.tsx';
import { DateTime } from '../date-time.tsx';
import { Shell } from '../shell/shell.tsx';
import { routeCrumbs } from '../../server/domain/route-crumbs.ts';
import { useView } from '../view-context.tsx';
import { isAssigned } from '../../server/domain/device-list.ts';
import type { DeviceInfo } from '../../server/platform/types/device.ts';
import { LatestTelemetry } from '../parts/live/latest-telemetry.tsx';
import type { TelemetryRow } from '../../server/domain/latest-telemetry.ts';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The device's details as a full page, with the copy-id button of the spec. */
export function DeviceDetailsPage({ device, telemetry }: { device: DeviceInfo; telemetry: TelemetryRow[] }) {
  const view = useView();
  const { t } = view;
  const copyLabel = t('device.copyId');
  return (
    <Shell
      title={t('device.devices')}
      crumbs={routeCrumbs('device', view, { params: { entityId: device.id.id }, label: () => device.name || t('device.device-details') })}
    >
      <section className="details-page" aria-labelledby="details-title">
        <div className="details-header">
          <h2 id="details-title">{device.name}</h2>
          <span className="details-subtitle">{t('device.device-details')}</span>
          {device.customerIsPublic && <span className="badge">{t('device.device-public')}</span>}
          <CopyButton text={device.id.id} label={copyLabel} copiedLabel={t('common.copied')} />
        </div>
        <h3 className="tab-title">{t('details.details')}</h3>
        <dl className="details-fields">
          <Field label={t('device.name')}>{device.name}</Field>
          <Field label={t('device-profile.device-profile')}>{device.deviceProfileName}</Field>
          <Field label={t('device.label')}>{device.label ?? ''}</Field>
          {isAssigned(device) && !device.customerIsPublic && <Field label={t('device.assignedToCustomer')}>{device.customerTitle ?? ''}</Field>}
          <Field label={t('device.is-gateway')}>{t(device.additionalInfo?.gateway ? 'common.yes' : 'common.no')}</Field>
          {device.additionalInfo?.gateway && (
            <Field label={t('device.overwrite-activity-time')}>{t(device.additionalInfo.overwriteActivityTime ? 'common.yes' : 'common.no')}</Field>
          )}
          <Field label={t('device.description')}>{device.additionalInfo?.description ?? ''}</Field>
          <Field label={t('common.created-time')}>
            <DateTime ms={device.createdTime} />
          </Field>
          <Field label={t('device.device-id')}>
            <code>{device.id.id}</code>
          </Field>
        </dl>
        <LatestTelemetry entityType="DEVICE" entityId={device.id.id} rows={telemetry} />
      </section>
    </Shell>
  );
}
