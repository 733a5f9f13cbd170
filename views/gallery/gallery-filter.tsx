import { createContext, useContext } from 'react';

const Keep = createContext<Readonly<Record<string, string>>>({});

/** What the gallery's own GET forms keep of its address: the sections filter, when there is one. */
export const GalleryKeepProvider = Keep.Provider;
export const useGalleryKeep = () => useContext(Keep);

/** The kept members as hidden fields of a GET form (a browser drops the action's own query). */
export function GalleryKeepFields() {
  const keep = useGalleryKeep();
  return <>{Object.entries(keep).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}</>;
}
