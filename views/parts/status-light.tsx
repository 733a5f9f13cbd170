/**
 * The status light (widgets spec §2, §4): a round light of `size` px (default 50); on, it shows the on colour with
 * a glow; off, the off colour at opacity 0.4. Colours are SVG attributes (the CSP allows no style attribute).
 */
export function StatusLight({ on, label, onColor = '#4caf50', offColor = '#9e9e9e', size = 50 }: { on: boolean; label: string; onColor?: string; offColor?: string; size?: number }) {
  return (
    <svg className={on ? 'status-light on' : 'status-light'} width={size} height={size} viewBox="0 0 50 50" role="img" aria-label={label}>
      {on && <circle cx="25" cy="25" r="24" fill={onColor} opacity="0.35" />}
      <circle cx="25" cy="25" r={on ? 18 : 20} fill={on ? onColor : offColor} opacity={on ? 1 : 0.4} />
    </svg>
  );
}
