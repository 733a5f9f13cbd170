/** The widget kinds of the system catalogue: each is a small template of our own, shared by the widget types of the kind. */
export type WidgetKind = 'value' | 'gauge' | 'table' | 'chart' | 'control' | 'alarms' | 'static' | 'map' | 'input';

interface KindTemplate {
  templateHtml: string;
  templateCss: string;
  controllerScript: string;
}

export const KIND_TEMPLATES: Record<WidgetKind, KindTemplate> = {
  value: {
    templateHtml: '<div class="fb-value"><span class="fb-value-label"></span><span class="fb-value-number"></span></div>',
    templateCss: '.fb-value { display: flex; flex-direction: column; align-items: center; justify-content: center; height: 100%; }\n' +
      '.fb-value-number { font-size: 2em; font-weight: 500; }',
    controllerScript:
      'self.onDataUpdated = function () {\n' +
      '  const item = self.ctx.data[0];\n' +
      '  const point = item && item.data.length ? item.data[item.data.length - 1] : null;\n' +
      "  const text = point ? self.ctx.utils.formatValue(point[1], self.ctx.decimals, self.ctx.units) : '–';\n" +
      "  self.ctx.$container.find('.fb-value-label').text(item ? item.dataKey.label : '');\n" +
      "  self.ctx.$container.find('.fb-value-number').text(text);\n" +
      '};\n',
  },
  gauge: {
    templateHtml: '<div class="fb-gauge"><canvas class="fb-gauge-canvas"></canvas></div>',
    templateCss: '.fb-gauge, .fb-gauge-canvas { width: 100%; height: 100%; }',
    controllerScript:
      'self.onInit = function () {\n' +
      "  self.canvas = self.ctx.$container.find('.fb-gauge-canvas')[0];\n" +
      '};\n' +
      'self.onDataUpdated = function () {\n' +
      '  const item = self.ctx.data[0];\n' +
      '  const value = item && item.data.length ? Number(item.data[item.data.length - 1][1]) : NaN;\n' +
      '  const s = self.ctx.settings;\n' +
      '  const share = Math.min(1, Math.max(0, (value - s.minValue) / ((s.maxValue - s.minValue) || 1)));\n' +
      '  const g = self.canvas.getContext("2d");\n' +
      '  g.clearRect(0, 0, self.canvas.width, self.canvas.height);\n' +
      '  g.beginPath();\n' +
      '  g.arc(self.canvas.width / 2, self.canvas.height * 0.8, self.canvas.height * 0.6, Math.PI, Math.PI * (1 + share));\n' +
      "  g.lineWidth = 12; g.strokeStyle = s.defaultColor || s.gaugeColor || '#2e7d32'; g.stroke();\n" +
      '};\n',
  },
  table: {
    templateHtml: '<table class="fb-table"><thead></thead><tbody></tbody></table>',
    templateCss: '.fb-table { width: 100%; border-collapse: collapse; }\n.fb-table td, .fb-table th { padding: 4px 8px; text-align: left; }',
    controllerScript:
      'self.onDataUpdated = function () {\n' +
      "  const rows = self.ctx.data.map(function (item) {\n" +
      '    const point = item.data.length ? item.data[item.data.length - 1] : null;\n' +
      "    return '<tr><td>' + item.datasource.entityName + '</td><td>' + item.dataKey.label + '</td><td>' +\n" +
      "      (point ? point[1] : '') + '</td></tr>';\n" +
      '  });\n' +
      "  self.ctx.$container.find('tbody').html(rows.join(''));\n" +
      '};\n',
  },
  chart: {
    templateHtml: '<div class="fb-chart"><svg class="fb-chart-plot"></svg><div class="fb-chart-legend"></div></div>',
    templateCss: '.fb-chart { display: flex; flex-direction: column; height: 100%; }\n.fb-chart-plot { flex: 1; }',
    controllerScript:
      'self.onDataUpdated = function () {\n' +
      '  const series = self.ctx.data.map(function (item) {\n' +
      '    return { label: item.dataKey.label, color: item.dataKey.color, points: item.data };\n' +
      '  });\n' +
      '  self.ctx.chart = series;\n' +
      "  self.ctx.$container.find('.fb-chart-legend').text(series.map(function (s) { return s.label; }).join('  '));\n" +
      '};\n',
  },
  control: {
    templateHtml: '<div class="fb-control"><button class="fb-control-button" type="button"></button><span class="fb-control-status"></span></div>',
    templateCss: '.fb-control { display: flex; align-items: center; justify-content: center; gap: 8px; height: 100%; }',
    controllerScript:
      'self.onInit = function () {\n' +
      '  const s = self.ctx.settings;\n' +
      "  const button = self.ctx.$container.find('.fb-control-button');\n" +
      '  button.text(s.title || "Send");\n' +
      "  button.on('click', function () {\n" +
      '    self.ctx.controlApi.sendTwoWayCommand(s.setValueMethod, s.value, s.requestTimeout).subscribe(\n' +
      "      function () { self.ctx.$container.find('.fb-control-status').text('OK'); },\n" +
      "      function () { self.ctx.$container.find('.fb-control-status').text('Failed'); });\n" +
      '  });\n' +
      '};\n',
  },
  alarms: {
    templateHtml: '<table class="fb-alarms"><tbody></tbody></table>',
    templateCss: '.fb-alarms { width: 100%; }\n.fb-alarms .CRITICAL { color: #c62828; }\n.fb-alarms .MAJOR { color: #ef6c00; }',
    controllerScript:
      'self.onDataUpdated = function () {\n' +
      '  const rows = (self.ctx.alarms || []).map(function (alarm) {\n' +
      "    return '<tr class=\"' + alarm.severity + '\"><td>' + alarm.type + '</td><td>' + alarm.severity + '</td><td>' + alarm.status + '</td></tr>';\n" +
      '  });\n' +
      "  self.ctx.$container.find('tbody').html(rows.join(''));\n" +
      '};\n',
  },
  static: {
    templateHtml: '<div class="fb-static"></div>',
    templateCss: '.fb-static { height: 100%; overflow: auto; }',
    controllerScript:
      'self.onInit = function () {\n' +
      "  self.ctx.$container.find('.fb-static').html(self.ctx.settings.cardHtml || '');\n" +
      '};\n',
  },
  map: {
    templateHtml: '<div class="fb-map"></div>',
    templateCss: '.fb-map { width: 100%; height: 100%; }',
    controllerScript:
      'self.onDataUpdated = function () {\n' +
      '  const s = self.ctx.settings;\n' +
      '  const byEntity = {};\n' +
      '  self.ctx.data.forEach(function (item) {\n' +
      '    const point = item.data.length ? item.data[item.data.length - 1] : null;\n' +
      '    const entry = byEntity[item.datasource.entityId] = byEntity[item.datasource.entityId] || { name: item.datasource.entityName };\n' +
      '    if (point) entry[item.dataKey.name] = Number(point[1]);\n' +
      '  });\n' +
      '  self.ctx.markers = Object.keys(byEntity).map(function (id) {\n' +
      '    const e = byEntity[id];\n' +
      '    return { name: e.name, lat: e[s.latKeyName], lng: e[s.lngKeyName] };\n' +
      '  });\n' +
      '};\n',
  },
  input: {
    templateHtml: '<form class="fb-input"><label class="fb-input-label"></label><input class="fb-input-field"><button type="submit">Save</button></form>',
    templateCss: '.fb-input { display: flex; gap: 8px; align-items: center; padding: 8px; }',
    controllerScript:
      'self.onInit = function () {\n' +
      '  const key = self.ctx.datasources[0].dataKeys[0];\n' +
      "  self.ctx.$container.find('.fb-input-label').text(key.label);\n" +
      "  self.ctx.$container.find('.fb-input').on('submit', function (event) {\n" +
      '    event.preventDefault();\n' +
      "    const value = self.ctx.$container.find('.fb-input-field').val();\n" +
      '    const entity = self.ctx.datasources[0];\n' +
      '    self.ctx.attributeService.saveEntityAttributes({ entityType: entity.entityType, id: entity.entityId },\n' +
      "      self.ctx.settings.attributeScope || 'SERVER_SCOPE', [{ key: key.name, value: value }]).subscribe();\n" +
      '  });\n' +
      '};\n',
  },
};

const KIND_GLYPHS: Record<WidgetKind, string> = {
  value: '<text x="32" y="40" font-size="20" text-anchor="middle">42</text>',
  gauge: '<path d="M12 44 A20 20 0 0 1 52 44" stroke-width="6" fill="none"/>',
  table: '<path d="M10 16h44M10 28h44M10 40h44M10 52h44" stroke-width="3"/>',
  chart: '<path d="M8 50 L22 30 L34 38 L56 14" stroke-width="4" fill="none"/>',
  control: '<rect x="14" y="24" width="36" height="16" rx="8" stroke-width="3" fill="none"/>',
  alarms: '<path d="M32 10 L56 52 H8 Z" stroke-width="4" fill="none"/>',
  static: '<path d="M14 18h36M14 30h28M14 42h32" stroke-width="3"/>',
  map: '<path d="M32 54 C18 36 20 14 32 14 C44 14 46 36 32 54 Z" stroke-width="4" fill="none"/>',
  input: '<rect x="10" y="24" width="44" height="16" stroke-width="3" fill="none"/>',
};

/** A small SVG preview image as a data URL (our own drawing per widget kind). */
export function previewImage(kind: WidgetKind, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" stroke="${color}" fill="${color}">` +
    `<rect width="64" height="64" fill="#fafafa" stroke="none"/>${KIND_GLYPHS[kind]}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
