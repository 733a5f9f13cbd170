// Preloaded into a console (BENCH_NODE_OPTIONS="... --import ./tests/bench/heap-sampler.ts", Node strips the types)
// for `profile-page.ts` with SIGNAL_MEASURED=SIGUSR2: V8's sampling heap profiler starts on the signal, after the
// warm-up, and counts objects the young and old generation collections freed too (the short-lived garbage of a page
// is what it is for; HEAP_SURVIVORS=1 leaves out what a young collection freed: what survived one, so what the
// scavenges copy and promote); the profile is written when the console is stopped, to HEAP_OUT. `heap-summary.ts` reads it.
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';

const session = new Session();
session.connect();
let sampling = false;

process.on('SIGUSR2', () => {
  session.post('HeapProfiler.enable', () =>
    session.post(
      'HeapProfiler.startSampling',
      { samplingInterval: Number(process.env.HEAP_SAMPLING_BYTES ?? 512), includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: !process.env.HEAP_SURVIVORS },
      (err) => {
        if (err) console.error(err);
        sampling = true;
      },
    ),
  );
});

// Before the console's own SIGTERM handler: the inspector answers synchronously on this thread.
process.prependListener('SIGTERM', () => {
  if (!sampling) return;
  sampling = false;
  session.post('HeapProfiler.stopSampling', (err, result) => {
    if (err) console.error(err);
    else writeFileSync(process.env.HEAP_OUT ?? 'heap-profile.json', JSON.stringify(result.profile));
  });
});
