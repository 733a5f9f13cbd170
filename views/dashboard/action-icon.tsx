import { materialIcon } from '../../server/dashboards/material-icons.ts';
import { Icon } from '../icon.tsx';

/**
 * An icon a dashboard author chose (any material icon name): drawn inline from the build's icon table, since
 * the sprite holds only the console's own icons. Decorative; the control around it carries the name.
 */
export function ActionIcon({ name }: { name: string }) {
  const content = materialIcon(name) ?? materialIcon('more_horiz');
  if (!content) return <Icon name="more_vert" />;
  return <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: content }} />;
}
