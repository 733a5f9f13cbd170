import { escapeLikeReact, markupCache } from './markup-cache.tsx';
import { useView, type ViewContext } from './view-context.tsx';
import { remembered } from '../server/limits/remembered.ts';

/**
 * The `<use>` of a sprite icon, written once per address: a list page draws over a hundred icons. Self-closed (HTML
 * parses SVG's elements so), which React would not write.
 */
const spriteUse = remembered((href: string) => `<use href="${escapeLikeReact(href)}"/>`, 2000);

/**
 * A material or `mdi:` icon from the self-hosted sprite; decorative unless given a label. No `viewBox`: each of the
 * sprite's symbols has its own, and the `<use>` fills the icon's box (its CSS size), so the drawing is the same; no
 * `focusable="false"`, which only Internet Explorer read.
 */
export function Icon({ name, label, className }: { name: string; label?: string; className?: string }) {
  const { asset } = useView();
  const id = name.startsWith('mdi:') ? `mdi-${name.slice(4)}` : name;
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      dangerouslySetInnerHTML={{ __html: spriteUse(`${asset('icons.svg')}#${id}`) }}
    />
  );
}

const icons = markupCache();

/**
 * `<Icon>` as the whole content of an icon-only button or link (`dangerouslySetInnerHTML={iconContent(...)}`),
 * rendered once per icon, label and language: a list's rows hold tens of such buttons, and React's work per page
 * grows with their elements.
 */
export function iconContent(view: ViewContext, name: string, label?: string): { __html: string } {
  return { __html: icons(view, label ? `${name}|${label}` : name, () => <Icon name={name} label={label} />) };
}
