import { stableUuid } from './builder.ts';

// The custom actions of the demo dashboards, written for the emulator (the upstream dashboards' action code is not
// used). They follow the widget-context API that the platform's console offers to custom actions; the console built
// on this emulator shows custom actions as not supported.

const custom = (dashboard: string, name: string, icon: string, customFunction: string) =>
  ({ id: stableUuid(`${dashboard}/action/${name}`), name, icon, type: 'custom', customFunction });

const pretty = (dashboard: string, name: string, icon: string, customHtml: string, customFunction: string) => ({
  id: stableUuid(`${dashboard}/action/${name}`), name, icon, type: 'customPretty', customHtml,
  customCss: '.fb-entity-form { display: flex; flex-direction: column; min-width: 320px; padding: 16px; }',
  customFunction, customResources: [],
});

const ENTITY_FORM = [
  '<form class="fb-entity-form" [formGroup]="form" (ngSubmit)="save()">',
  '  <h2>{{ heading }}</h2>',
  '  <mat-form-field><mat-label>Name</mat-label><input matInput formControlName="name" required></mat-form-field>',
  '  <mat-form-field><mat-label>Label</mat-label><input matInput formControlName="label"></mat-form-field>',
  '  <div><button mat-button type="button" (click)="close()">Cancel</button>',
  '  <button mat-raised-button color="primary" type="submit" [disabled]="form.invalid">Save</button></div>',
  '</form>',
].join('\n');

/** Adds a device of the given profile, or edits the name and label of the row's device. */
export function deviceFormAction(dashboard: string, name: string, icon: string, profile: string, adding: boolean) {
  const load = adding
    ? 'open({ type: PROFILE, name: "", label: "" });'
    : 'widgetContext.deviceService.getDevice(entityId.id).subscribe(open);';
  return pretty(dashboard, name, icon, ENTITY_FORM, [
    `var PROFILE = ${JSON.stringify(profile)};`,
    "var dialogs = widgetContext.$scope.$injector.get(widgetContext.servicesMap.get('customDialog'));",
    'function open(device) {',
    '  dialogs.customDialog(htmlTemplate, function (dialog) {',
    `    dialog.heading = ${JSON.stringify(name)};`,
    '    dialog.form = dialog.fb.group({ name: [device.name], label: [device.label] });',
    '    dialog.close = function () { dialog.dialogRef.close(null); };',
    '    dialog.save = function () {',
    '      var changed = Object.assign({}, device, dialog.form.value);',
    '      widgetContext.deviceService.saveDevice(changed).subscribe(function () {',
    '        widgetContext.updateAliases();',
    '        dialog.close();',
    '      });',
    '    };',
    '  }).subscribe();',
    '}',
    load,
  ].join('\n'));
}

/** Deletes the row's device after a confirmation. */
export function deleteDeviceAction(dashboard: string, name: string) {
  return custom(dashboard, name, 'delete', [
    "widgetContext.dialogs.confirm('Delete ' + entityName + '?', 'The device and its data are removed.', 'Cancel', 'Delete')",
    '  .subscribe(function (confirmed) {',
    '    if (!confirmed) return;',
    '    widgetContext.deviceService.deleteDevice(entityId.id).subscribe(function () { widgetContext.updateAliases(); });',
    '  });',
  ].join('\n'));
}

/** Removes the marker's coordinates (the latitude and longitude server attributes). */
export function removeLocationAction(dashboard: string) {
  return custom(dashboard, 'delete', 'more_horiz', [
    "widgetContext.attributeService.deleteEntityAttributes(entityId, 'SERVER_SCOPE', [{ key: 'latitude' }, { key: 'longitude' }])",
    '  .subscribe(function () { widgetContext.updateAliases(); });',
  ].join('\n'));
}

/** OTA actions of the Firmware and Software dashboards, for package type `FIRMWARE` or `SOFTWARE`. */
export function otaActions(dashboard: string, what: 'firmware' | 'software', prefix: 'fw' | 'sw') {
  const packageId = what === 'firmware' ? 'firmwareId' : 'softwareId';
  return [
    pretty(dashboard, `Edit ${what}`, 'edit', ENTITY_FORM.replace('Label', 'Package id').replace('"label"', `"${packageId}"`), [
      "var dialogs = widgetContext.$scope.$injector.get(widgetContext.servicesMap.get('customDialog'));",
      'widgetContext.deviceService.getDevice(entityId.id).subscribe(function (device) {',
      '  dialogs.customDialog(htmlTemplate, function (dialog) {',
      `    dialog.heading = 'Assign ${what}';`,
      `    dialog.form = dialog.fb.group({ name: [{ value: device.name, disabled: true }], ${packageId}: [device.${packageId} ? device.${packageId}.id : ''] });`,
      '    dialog.close = function () { dialog.dialogRef.close(null); };',
      '    dialog.save = function () {',
      `      var id = dialog.form.value.${packageId};`,
      `      device.${packageId} = id ? { entityType: 'OTA_PACKAGE', id: id } : null;`,
      '      widgetContext.deviceService.saveDevice(device).subscribe(function () { widgetContext.updateAliases(); dialog.close(); });',
      '    };',
      '  }).subscribe();',
      '});',
    ].join('\n')),
    custom(dashboard, `Download ${what}`, 'file_download', [
      'widgetContext.deviceService.getDevice(entityId.id).subscribe(function (device) {',
      `  if (device.${packageId}) window.open('/api/otaPackage/' + device.${packageId}.id + '/download');`,
      '});',
    ].join('\n')),
    custom(dashboard, 'Copy checksum/URL', 'content_copy', [
      `var text = additionalParams.entity.${prefix}_url || additionalParams.entity.${prefix}_checksum || '';`,
      'if (text) navigator.clipboard.writeText(String(text));',
    ].join('\n')),
  ];
}
