import type { ReactNode } from 'react';
import { useView } from '../view-context.tsx';

/** The states every part is shown in (issue 17). */
export type CommonState = 'empty' | 'filled' | 'invalid' | 'disabled' | 'read-only';
/** Besides those, a searched tree and a phone number stored before the checks (legacy mode). */
export type PartState = CommonState | 'searched' | 'legacy';

const STATE_TITLES: Record<PartState, string> = {
  empty: 'gallery.state.empty',
  filled: 'gallery.state.filled',
  searched: 'nav-tree.state-searched',
  invalid: 'gallery.state.invalid',
  disabled: 'gallery.state.disabled',
  'read-only': 'gallery.state.read-only',
  legacy: 'gallery.state.legacy',
};

/** One part in one state, at its own URL fragment (`#<part>-<state>`), for people and screenshot tests. */
export function GalleryState({ part, state, children }: { part: string; state: PartState; children: ReactNode }) {
  const { t } = useView();
  const id = `${part}-${state}`;
  return (
    <div className="gallery-state" id={id} aria-labelledby={`${id}-title`} role="group">
      <h3 id={`${id}-title`}>{t(STATE_TITLES[state])}</h3>
      {children}
    </div>
  );
}

/** A part's section of the gallery, its heading at `#<part>`. */
export function GallerySection({ part, title, children }: { part: string; title: string; children: ReactNode }) {
  return (
    <section className="gallery-section" id={part} aria-labelledby={`${part}-title`}>
      <h2 id={`${part}-title`}>{title}</h2>
      {children}
    </section>
  );
}
