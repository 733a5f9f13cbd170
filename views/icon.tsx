import { useView } from './view-context.tsx';

/** A material or `mdi:` icon from the self-hosted sprite; decorative unless given a label. */
export function Icon({ name, label, className }: { name: string; label?: string; className?: string }) {
  const { asset } = useView();
  const id = name.startsWith('mdi:') ? `mdi-${name.slice(4)}` : name;
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      <use href={`${asset('icons.svg')}#${id}`} />
    </svg>
  );
}
