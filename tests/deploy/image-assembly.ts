// The Docker image's own files without a Docker engine: the build stage's steps run in a temporary folder (its
// `npm ci` replaced by the checkout's node_modules, hard-linked: same lockfile), then every `COPY --from=build` of
// the final stage copies into an image folder, whose size is what the image adds to its base.
//   node tests/deploy/image-assembly.ts      prints the size per COPY and in all
import { spawnSync } from 'node:child_process';
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { PROJECT_ROOT } from '../../server/project-root.ts';
import { copiedPaths, parseDockerfile, stagesOf, workdirOf, type Stage } from './dockerfile-parse.ts';

export interface Assembly {
  /** The final stage's files, as the image has them below `/`. */
  root: string;
  /** The final stage's WORKDIR inside `root`. */
  app: string;
  /** Bytes per COPY destination, and in all. */
  sizes: { path: string; bytes: number }[];
  total: number;
  base: string;
  remove(): void;
}

function run(command: string, cwd: string): void {
  // The image's Node (24) first, as in the build stage.
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH}` };
  delete env.NODE_OPTIONS;
  const done = spawnSync('sh', ['-c', command], { cwd, env, encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`${command}: ${done.stderr || done.stdout}`);
}

/** Bytes of a file or folder (symbolic links as links). */
export function sizeOf(path: string): number {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

/** The build context: the checkout's files less .dockerignore's (tracked and untracked, as `docker build .` sends). */
function copyContext(to: string): void {
  const ignored = readFileSync(`${PROJECT_ROOT}.dockerignore`, 'utf8').split('\n').map((l) => l.trim().replace(/^\/|\/$/g, '')).filter((l) => l && !l.startsWith('#'));
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  const glob = (pattern: string) => new RegExp(`^${pattern.replaceAll('.', '\\.').replaceAll('*', '[^/]*')}(/|$)`);
  const rules = ignored.map(glob);
  for (const file of listed.stdout.split('\n').filter(Boolean)) {
    if (rules.some((rule) => rule.test(file)) || rules.some((rule) => rule.test(posix.basename(file)))) continue;
    mkdirSync(dirname(join(to, file)), { recursive: true });
    try {
      cpSync(join(PROJECT_ROOT, file), join(to, file));
    } catch {
      // listed by git but deleted in the checkout
    }
  }
}

/** Runs the build stage's steps in `dir` (WORKDIR), with node_modules linked from the checkout for `npm ci`. */
function build(stage: Stage, dir: string): void {
  for (const instruction of stage.instructions) {
    if (instruction.keyword !== 'RUN') continue;
    const steps = instruction.args.split(/\s*&&\s*/).map((step) => {
      if (!/^npm ci\b/.test(step)) return step;
      // The lockfile's packages, as `npm ci` would install them; hard links, and npm's own record copied, so that
      // what the later steps remove or write never touches the checkout. The checkout's caches (the test loader's
      // compiled files) are not something `npm ci` makes.
      const installed = join(PROJECT_ROOT, 'node_modules');
      return `cp -al '${installed}' node_modules && rm -rf node_modules/.cache && rm node_modules/.package-lock.json && cp '${installed}/.package-lock.json' node_modules/`;
    });
    run(steps.join(' && '), dir);
  }
}

export function assembleImage(): Assembly {
  const stages = stagesOf(parseDockerfile(readFileSync(`${PROJECT_ROOT}Dockerfile`, 'utf8')));
  const builder = stages.find((stage) => stage.name === 'build');
  const final = stages[stages.length - 1];
  if (!builder) throw new Error('the Dockerfile has no stage named build');
  const scratch = mkdtempSync(join(tmpdir(), 'floorboard-image-'));
  const buildApp = join(scratch, 'build', workdirOf(builder));
  mkdirSync(buildApp, { recursive: true });
  copyContext(buildApp);
  build(builder, buildApp);
  const root = join(scratch, 'image');
  const sizes: Assembly['sizes'] = [];
  for (const copy of copiedPaths(final)) {
    if (copy.from !== 'build') throw new Error(`COPY into ${copy.dest} does not come from the build stage`);
    for (const source of copy.sources) {
      const from = join(scratch, 'build', posix.resolve(workdirOf(builder), source));
      const to = join(root, copy.dest);
      mkdirSync(dirname(to), { recursive: true });
      cpSync(from, to, { recursive: true, verbatimSymlinks: true });
      sizes.push({ path: copy.dest, bytes: sizeOf(to) });
    }
  }
  rmSync(join(scratch, 'build'), { recursive: true, force: true });
  return {
    root, app: join(root, workdirOf(final)), sizes, total: sizes.reduce((sum, s) => sum + s.bytes, 0), base: final.from,
    remove: () => rmSync(scratch, { recursive: true, force: true }),
  };
}

export function describe(assembly: Assembly): string {
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  const lines = assembly.sizes.map((s) => `  ${s.path.padEnd(28)} ${mib(s.bytes).padStart(10)}`);
  return [`The image's own files (on top of ${assembly.base} and libjemalloc2):`, ...lines, `  ${'in all'.padEnd(28)} ${mib(assembly.total).padStart(10)}`].join('\n');
}

if (import.meta.main) {
  const assembly = assembleImage();
  try {
    console.log(describe(assembly));
  } finally {
    assembly.remove();
  }
}
