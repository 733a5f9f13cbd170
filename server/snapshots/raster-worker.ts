// The child process that rasterizes snapshots (server/snapshots/rasterize.ts starts it): resvg is native code,
// and a panic in it aborts its process, which must never be the console's. Plain TypeScript that Node runs
// without hooks; the server bundle builds it as an entry of its own.
import { renderAsync } from '@resvg/resvg-js';

export interface RasterJob {
  id: number;
  svg: string;
  fontFiles: string[];
  fontFamily: string;
}

export type RasterAnswer = { id: number; png: Uint8Array } | { id: number; error: string };

process.on('message', (job: RasterJob) => {
  renderAsync(job.svg, {
    fitTo: { mode: 'original' },
    font: { fontFiles: job.fontFiles, loadSystemFonts: false, defaultFontFamily: job.fontFamily, sansSerifFamily: job.fontFamily },
  }).then(
    (image) => process.send!({ id: job.id, png: image.asPng() } satisfies RasterAnswer),
    (err: unknown) => process.send!({ id: job.id, error: err instanceof Error ? err.message : String(err) } satisfies RasterAnswer),
  );
});
// The console went away: so does this process.
process.on('disconnect', () => process.exit(0));
