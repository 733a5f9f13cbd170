import { text } from '../../../server/dashboards/json-read.ts';
import { useView } from '../../view-context.tsx';
import type { WidgetProps } from './widget-props.ts';

/**
 * Maps and marker placement: tiles come from the internet, which the console will proxy later; until then the tile
 * says so and lists the entities it would place with their coordinates.
 */
export function MapWidget({ widget }: WidgetProps) {
  const { t } = useView();
  const s = widget.config.settings;
  const lat = text(s.latKeyName, 'latitude');
  const lng = text(s.lngKeyName, 'longitude');
  const places = widget.data.rows
    .filter((r) => r.entity)
    .map((r) => ({
      name: r.entity!.label || r.entity!.name,
      lat: r.values.find((v) => v.key.name === lat)?.latest?.value ?? '',
      lng: r.values.find((v) => v.key.name === lng)?.latest?.value ?? '',
    }));
  return (
    <div className="unsupported map-widget">
      <p>{t('widget.map-not-supported')}</p>
      {places.length > 0 && (
        <table className="entity-table compact">
          <thead>
            <tr>
              <th scope="col">{t('widget.entity-name')}</th>
              <th scope="col">{t('widget.latitude')}</th>
              <th scope="col">{t('widget.longitude')}</th>
            </tr>
          </thead>
          <tbody>
            {places.map((p, i) => (
              <tr key={i}>
                <th scope="row">{p.name}</th>
                <td>{p.lat}</td>
                <td>{p.lng}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
