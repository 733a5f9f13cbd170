import { useView } from '../view-context.tsx';
import { parseJson } from '../../server/domain/entity-form.ts';
import type { Lwm2mObjectModel } from '../../server/platform/api/profile-references.ts';
import { chosenObjects, objectOf, resourcePath, type Lwm2mOffer, type ObserveAttr } from '../../server/tables/profiles/lwm2m-objects.ts';
import { CheckField, EditButton, idOf, TextField } from './alarm-fields.tsx';
import { AttributesLink } from './lwm2m-attributes-link.tsx';

/** The resources of a chosen object: its model's, or (a model no longer in the library) the stored paths. */
function resourcesOf(keyId: string, models: Lwm2mObjectModel[], attr: Partial<ObserveAttr>): { path: string; name: string; keyName: string }[] {
  const model = models.find((m) => m.keyId === keyId);
  if (model) return model.instances.flatMap((i) => i.resources.map((r) => ({ path: resourcePath(model, i.id, r.id), name: `${r.name} (${i.id}/${r.id})`, keyName: r.keyName })));
  return Object.keys(attr.keyName ?? {})
    .filter((p) => objectOf(p) === keyId)
    .map((p) => ({ path: p, name: p, keyName: '' }));
}

/**
 * The LwM2M transport's objects: the object models of the resources library to choose (applied with the form's
 * `_op` button), and per resource of each chosen object's instances whether it is read as an attribute or as
 * telemetry, observed, and its key name.
 */
export function Lwm2mObjects({ path, value, errors, disabled, offer }: { path: string; value: string; errors: Record<string, string>; disabled: boolean; offer: unknown }) {
  const { t } = useView();
  const parsed = parseJson(value);
  const attr: Partial<ObserveAttr> = parsed !== null && typeof parsed === 'object' ? (parsed as Partial<ObserveAttr>) : {};
  const { models = [], profileId } = (offer ?? {}) as Partial<Lwm2mOffer>;
  // A saved profile's objects, instances and resources each open their attributes dialog.
  const attributes = (target: string, name: string, caption?: string) =>
    profileId ? <AttributesLink profileId={profileId} target={target} name={name} caption={caption} attributes={attr.attributeLwm2m?.[target]} /> : null;
  const chosen = chosenObjects(attr);
  const has = (member: 'observe' | 'attribute' | 'telemetry', p: string) => (attr[member] ?? []).includes(p);
  return (
    <fieldset className="form-section lwm2m-objects" id={idOf(path)} disabled={disabled}>
      <legend>{t('device-profile.lwm2m.observe-attr-telemetry')}</legend>
      <fieldset className="weekdays">
        <legend>{t('device-profile.lwm2m.object-list')}</legend>
        {models.length === 0 && <p className="field-hint">{t('device-profile.lwm2m.no-objects-found')}</p>}
        {models.map((m) => (
          <label key={m.keyId} className="check-field">
            <input type="checkbox" name={`${path}.objects`} value={m.keyId} defaultChecked={chosen.includes(m.keyId)} />
            <span>{`${m.name} #${m.keyId}`}</span>
          </label>
        ))}
        {chosen
          .filter((o) => !models.some((m) => m.keyId === o))
          .map((o) => (
            <input key={o} type="hidden" name={`${path}.objects`} value={o} />
          ))}
      </fieldset>
      {!disabled && <EditButton op={`refresh:${path}`} label="profiles.apply-choices" />}
      <input type="hidden" name={`${path}.attributeLwm2m`} value={JSON.stringify(attr.attributeLwm2m ?? {})} />
      {chosen.map((keyId) => (
        <fieldset key={keyId} className="form-section" id={idOf(`${path}.${keyId}`)}>
          <legend>{models.find((m) => m.keyId === keyId)?.name ?? keyId}</legend>
          {attributes(`/${keyId}`, models.find((m) => m.keyId === keyId)?.name ?? keyId, `#${keyId}`)}
          {(models.find((m) => m.keyId === keyId)?.instances ?? []).map((i) => (
            <div key={i.id}>{attributes(`/${keyId}/${i.id}`, `${keyId}/${i.id}`, `#${keyId}/${i.id}`)}</div>
          ))}
          {resourcesOf(keyId, models, attr).map((r) => (
            <div key={r.path} className="condition lwm2m-resource">
              <span className="field-hint">{r.name}</span>
              {attributes(r.path, r.name)}
              <CheckField name={`${path}.attribute`} value={r.path} checked={has('attribute', r.path)} label="device-profile.lwm2m.attribute" />
              <CheckField name={`${path}.telemetry`} value={r.path} checked={has('telemetry', r.path)} label="device-profile.lwm2m.telemetry" />
              <CheckField name={`${path}.observe`} value={r.path} checked={has('observe', r.path)} label="device-profile.lwm2m.observe" />
              <TextField name={`${path}.keyName.${r.path}`} label="device-profile.lwm2m.key-name" value={attr.keyName?.[r.path] ?? r.keyName} errors={errors} />
            </div>
          ))}
        </fieldset>
      ))}
    </fieldset>
  );
}
