import { useView } from './view-context.tsx';

/** A point in time written in the request's language, machine-readable in `dateTime`. */
export function DateTime({ ms }: { ms: number }) {
  const { format } = useView();
  return <time dateTime={new Date(ms).toISOString()}>{format.dateTime(ms)}</time>;
}
