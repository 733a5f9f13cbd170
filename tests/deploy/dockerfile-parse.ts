// The parts of a Dockerfile the deployment tests read: instructions (continuations joined, comments dropped),
// stages, ENV, COPY sources and destinations, exec forms.
import { posix } from 'node:path';

export type Instruction = { keyword: string; args: string; line: number };
export type Stage = { from: string; name?: string; instructions: Instruction[] };

/** Instructions with continuation lines joined and comments dropped (also those inside a continuation). */
export function parseDockerfile(text: string): Instruction[] {
  const out: Instruction[] = [];
  let pending: { text: string; line: number } | undefined;
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return; // also inside a continuation, as Docker does
    const continues = /\\\s*$/.test(raw);
    const piece = continues ? raw.replace(/\\\s*$/, '') : raw;
    pending = pending ? { text: `${pending.text} ${piece.trim()}`, line: pending.line } : { text: piece.trim(), line: index + 1 };
    if (!continues) {
      const match = /^(\S+)\s*(.*)$/s.exec(pending.text)!;
      out.push({ keyword: match[1].toUpperCase(), args: match[2].trim(), line: pending.line });
      pending = undefined;
    }
  });
  return out;
}

export function stagesOf(instructions: Instruction[]): Stage[] {
  const stages: Stage[] = [];
  for (const ins of instructions) {
    if (ins.keyword === 'FROM') {
      const words = ins.args.split(/\s+/).filter((w) => !w.startsWith('--'));
      const as = words.findIndex((w) => w.toUpperCase() === 'AS');
      stages.push({ from: words[0], name: as >= 0 ? words[as + 1] : undefined, instructions: [] });
    } else if (stages.length) {
      stages[stages.length - 1].instructions.push(ins);
    }
  }
  return stages;
}

/** Exec-form JSON array of CMD/ENTRYPOINT/HEALTHCHECK CMD, or undefined for shell form. */
export function execForm(args: string): string[] | undefined {
  if (!args.startsWith('[')) return undefined;
  try {
    const parsed = JSON.parse(args) as unknown;
    return Array.isArray(parsed) && parsed.every((a) => typeof a === 'string') ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Splits `--flag=value` options from the rest of an instruction's arguments. */
export function splitFlags(args: string): { flags: Record<string, string>; rest: string } {
  const flags: Record<string, string> = {};
  let rest = args;
  for (;;) {
    const m = /^--([a-z-]+)(?:=(\S*))?\s+/.exec(rest);
    if (!m) break;
    flags[m[1]] = m[2] ?? '';
    rest = rest.slice(m[0].length);
  }
  return { flags, rest };
}

/** ENV in both `K=V K2=V2` and legacy `K V` forms (values here never contain spaces or quotes). */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const ins of stage.instructions.filter((i) => i.keyword === 'ENV')) {
    if (/^\S+=/.test(ins.args)) {
      for (const pair of ins.args.split(/\s+/)) {
        const eq = pair.indexOf('=');
        env[pair.slice(0, eq)] = pair.slice(eq + 1).replace(/^"(.*)"$/, '$1');
      }
    } else {
      const [key, ...value] = ins.args.split(/\s+/);
      env[key] = value.join(' ');
    }
  }
  return env;
}

/** Image paths each COPY of the stage fills, with WORKDIR applied: `COPY a b ./dest` or the JSON form. */
export function copiedPaths(stage: Stage): { dest: string; sources: string[]; from?: string }[] {
  const copies: { dest: string; sources: string[]; from?: string }[] = [];
  let workdir = '/';
  for (const ins of stage.instructions) {
    if (ins.keyword === 'WORKDIR') workdir = posix.resolve(workdir, ins.args);
    if (ins.keyword !== 'COPY' && ins.keyword !== 'ADD') continue;
    const { flags, rest } = splitFlags(ins.args);
    const words = execForm(rest) ?? rest.split(/\s+/);
    const dest = words.pop()!;
    copies.push({ dest: posix.resolve(workdir, dest), sources: words, from: flags.from });
  }
  return copies;
}

export function workdirOf(stage: Stage): string {
  let workdir = '/';
  for (const ins of stage.instructions) if (ins.keyword === 'WORKDIR') workdir = posix.resolve(workdir, ins.args);
  return workdir;
}

/** Whether an absolute image path lies inside something the stage copies in. */
export function isCopied(copies: { dest: string }[], imagePath: string): boolean {
  return copies.some(({ dest }) => imagePath === dest || imagePath.startsWith(`${dest}/`));
}
