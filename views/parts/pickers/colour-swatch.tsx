/**
 * A colour's sample as SVG: its `fill` is a presentation attribute, which the CSP's style rules leave alone (a
 * `style` attribute would be refused). The checkerboard under it shows a colour's transparency.
 */
export function ColourSwatch({ colour, className }: { colour: string | null; className?: string }) {
  return (
    <svg className={className ? `colour-swatch ${className}` : 'colour-swatch'} viewBox="0 0 24 24" aria-hidden focusable="false" data-colour-swatch="">
      <rect className="colour-swatch-check" width="24" height="24" />
      <path className="colour-swatch-check-dark" d="M0 0h6v6H0zM12 0h6v6h-6zM6 6h6v6H6zM18 6h6v6h-6zM0 12h6v6H0zM12 12h6v6h-6zM6 18h6v6H6zM18 18h6v6h-6z" />
      <rect width="24" height="24" fill={colour ?? 'transparent'} data-colour-fill="" />
    </svg>
  );
}
