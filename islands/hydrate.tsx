import { useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

function Committed({ done, children }: { done: () => void; children: React.ReactNode }) {
  useEffect(done, []);
  return children;
}

/**
 * Hydrates an island's server HTML with its component; resolves once React has committed (islands that load
 * data of their own resolve when it is shown).
 */
export function hydrateIsland<P extends object>(Component: ComponentType<P>, element: HTMLElement, props: P): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(element, <Committed done={resolve}><Component {...props} /></Committed>, {
      onRecoverableError: (error) => console.warn('island hydration', error),
    });
  });
}
