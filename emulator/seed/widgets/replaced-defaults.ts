/**
 * Our own defaults for the widget settings whose upstream defaults are code, markup or images (those never carry
 * over) and for upstream API keys. Keyed `<bundle>.<type>[#key|#latest].<setting path>` for one widget type, by the
 * setting path, or by the setting's (or nested member's) name for all.
 * Read by emulator/tools/extract-widget-catalogue.ts when it regenerates system-widget-types.json.
 */
const WHERE_TOOLTIP = '<b>${entityName}</b><br/>${latitude:5}, ${longitude:5}';
const IMAGE_TOOLTIP = '<b>${entityName}</b><br/>x ${xPos:2}, y ${yPos:2}';
const SHAPE_TOOLTIP = '<b>${entityName}</b>';
const SPEED_COLOUR = "var speed = Number(dsData[dsIndex].Speed);\nreturn speed > 80 ? '#e53935' : '#43a047';";
const FIRST_IMAGE = 'return images.length > 0 ? { url: images[0], size: 34 } : null;';
const DELETE_LINK = "<br/><link-act name='delete'>Delete</link-act>";

export const REPLACED_DEFAULTS: Record<string, unknown> = {
  cardHtml: '<div class="card">Your HTML</div>',
  cardCss: '.card {\n  display: flex;\n  align-items: center;\n  justify-content: center;\n  height: 100%;\n}',
  'cards.html_value_card.cardHtml': '<div class="card">\n  <h2>Value</h2>\n  <p>${Random:1}</p>\n</div>',
  'cards.html_value_card.cardCss': '.card {\n  height: 100%;\n  padding: 12px;\n  box-sizing: border-box;\n}',
  backgroundImageUrl: '',
  mapImageUrl: '',
  markerImages: [],
  nodeRelationQueryFunction: '',
  nodeHasChildrenFunction: '',
  nodeOpenedFunction: '',
  nodeDisabledFunction: '',
  nodeIconFunction: '',
  nodeTextFunction: '',
  nodesSortFunction: '',
  qrCodeTextFunction: "return data.length > 0 ? data[0].entityName : '';",
  markdownTextPattern: '## ${entityName}\n\nLatest value: **${Random}**',
  markdownTextFunction: "return '## ' + (data.length > 0 ? data[0].entityName : '');",
  tooltipValueFormatter: "return value > 0 ? 'On' : 'Off';",
  ticksFormatter: "return value === 1 ? 'On' : value === 0 ? 'Off' : '';",
  gmApiKey: '',
  tmApiKey: '',
  pointShapeFormatter: 'var half = radius / 2;\nctx.moveTo(x - half, y);\nctx.lineTo(x + half, y);\nctx.moveTo(x, y - half);\nctx.lineTo(x, y + half);',
  'gpioStatusChangeRequest.paramsBody': '{"pin": "{$pin}", "enabled": "{$enabled}"}',
  parseGpioStatusFunction: 'return Boolean(body[pin]);',
  parseValueFunction: 'return Boolean(data);',
  convertValueFunction: 'return value;',
  posFunction: 'return { x: origXPos, y: origYPos };',
  tooltipPattern: WHERE_TOOLTIP,
  'input_widgets.markers_placement_openstreetmap.tooltipPattern': WHERE_TOOLTIP + DELETE_LINK,
  'input_widgets.markers_placement_google_maps.tooltipPattern': WHERE_TOOLTIP + DELETE_LINK,
  'input_widgets.markers_placement_image_map.tooltipPattern': IMAGE_TOOLTIP + DELETE_LINK,
  'maps_v2.image_map.tooltipPattern': IMAGE_TOOLTIP,
  polygonTooltipPattern: SHAPE_TOOLTIP,
  circleTooltipPattern: SHAPE_TOOLTIP,
  colorFunction: "var t = Number(dsData[dsIndex].temperature);\nreturn t > 25 ? '#e53935' : '#1e88e5';",
  'maps_v2.route_map.colorFunction': SPEED_COLOUR,
  'maps_v2.route_map_openstreetmap.colorFunction': SPEED_COLOUR,
  'maps_v2.route_map_tencent_maps.colorFunction': SPEED_COLOUR,
  markerImageFunction: FIRST_IMAGE,
};
