const pad = (n: number) => String(n).padStart(2, '0');

/** The console's date column format, yyyy-MM-dd HH:mm:ss, in the server's time zone. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
