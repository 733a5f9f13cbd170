import { text } from '../../../../server/dashboards/json-read.ts';
import { showableImage } from '../../../../server/dashboards/css-values.ts';
import { useView } from '../../../view-context.tsx';
import { useCustomText } from '../../custom-text.ts';
import { safeColour } from '../colours.ts';
import type { WidgetProps } from '../widget-props.ts';
import { imageSize } from './image-size.ts';
import type { Size } from './map-geometry.ts';
import { MapNotes, PlaceTable, round } from './map-parts.tsx';
import { mapPlaces } from './map-places.ts';
import { mapViewport } from './map-view.ts';
import { PlaceMarker } from './geo-map.tsx';

/** The image fitted into the frame, whole and centred; an image of unknown size fills it. */
function fitted(image: Size | null, frame: Size): { x: number; y: number; width: number; height: number } {
  if (!image) return { x: 0, y: 0, ...frame };
  const scale = Math.min(frame.width / image.width, frame.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: (frame.width - width) / 2, y: (frame.height - height) / 2, width, height };
}

/**
 * Image maps (a floor plan with markers): the configured image (a data URL or a path of this console) fitted into
 * the widget, each entity's marker at its x/y position, given as parts of the image's width and height (0 to 1).
 * The author's position function is not run: positions are used as the keys hold them.
 */
export function ImageMap({ widget }: WidgetProps) {
  const { t, format } = useView();
  const text_ = useCustomText();
  const s = widget.config.settings;
  const image = showableImage(text(s.mapImageUrl));
  const size = mapViewport(widget);
  const box = fitted(image ? imageSize(image) : null, size);
  const places = mapPlaces(widget, format.numberLocale, true);
  const colour = safeColour(s.color, '#fe7569');
  return (
    <div className="map-widget">
      <div className="map-box">
        <svg className="map-view" viewBox={`0 0 ${size.width} ${size.height}`} role="group" aria-label={t('widget.map-label', { title: text_(widget.config.title) })}>
          <rect x={0} y={0} width={size.width} height={size.height} fill="#e5e5e5" aria-hidden="true" />
          {image && <image href={image} x={round(box.x)} y={round(box.y)} width={round(box.width)} height={round(box.height)} preserveAspectRatio="none" aria-hidden="true" />}
          {places.map((p, i) =>
            p.position ? <PlaceMarker key={i} widget={widget} place={p} at={{ x: box.x + p.position.a * box.width, y: box.y + p.position.b * box.height }} colour={colour} /> : null,
          )}
        </svg>
      </div>
      <PlaceTable places={places} image />
      <MapNotes places={places} missing={image ? null : t('widget.map-no-image')} />
    </div>
  );
}
