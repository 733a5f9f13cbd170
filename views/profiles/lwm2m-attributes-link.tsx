import { useView } from '../view-context.tsx';
import { Icon } from '../icon.tsx';
import { attributesHref, attributesText } from '../../server/tables/profiles/lwm2m-attributes.ts';

/**
 * The attributes set on an LwM2M object, instance or resource, and the icon link to its attributes dialog; `caption`
 * names the object or instance where no heading above does (their ids, as the platform writes them).
 */
export function AttributesLink({ profileId, target, name, attributes, caption }: { profileId: string; target: string; name: string; attributes: unknown; caption?: string }) {
  const { t, url } = useView();
  const text = attributesText(attributes);
  const href = attributesHref(profileId, target);
  const label = t('device-profile.lwm2m.edit-attributes-of', { name });
  return (
    <span className="lwm2m-attributes">
      {caption && <span className="lwm2m-attributes-caption">{caption}</span>}
      <span className="field-hint">{text || t('device-profile.lwm2m.no-attributes-set')}</span>
      <a className="icon-button" href={url(href.path, href.query)} title={label} aria-label={label}>
        <Icon name="edit" />
      </a>
    </span>
  );
}
