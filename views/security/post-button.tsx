import type { ReactNode } from 'react';
import { useView } from '../view-context.tsx';

/** A one-button form: a CSRF-protected POST with fixed fields, so each action works without JavaScript. */
export function PostButton({ action, fields = {}, primary, children }: { action: string; fields?: Record<string, string>; primary?: boolean; children: ReactNode }) {
  const { url, csrfToken } = useView();
  return (
    <form method="post" action={url(action)} className="inline-form">
      <input type="hidden" name="_csrf" value={csrfToken} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={primary ? 'button primary' : 'button'}>
        {children}
      </button>
    </form>
  );
}
