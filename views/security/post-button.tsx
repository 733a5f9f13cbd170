import type { ReactNode } from 'react';
import { CsrfField } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';

/** A one-button form: a CSRF-protected POST with fixed fields, so each action works without JavaScript. */
export function PostButton({ action, fields = {}, primary, children }: { action: string; fields?: Record<string, string>; primary?: boolean; children: ReactNode }) {
  const { url } = useView();
  return (
    <form method="post" action={url(action)} className="inline-form">
      <CsrfField />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={primary ? 'button primary' : 'button'}>
        {children}
      </button>
    </form>
  );
}
