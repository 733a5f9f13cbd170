// Bytes allocated per page by function, from a sampling heap profile (`heap-sampler.ts`): self (what the function
// itself allocated) and inclusive (with everything it called), divided by the pages measured.
//   node tests/bench/heap-summary.ts heap.json 2000 [top=40]
import { readFileSync } from 'node:fs';

interface SampledNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: SampledNode[];
}

const [file, pagesArg, topArg] = process.argv.slice(2);
const pages = Number(pagesArg), top = Number(topArg ?? 40);
const head = (JSON.parse(readFileSync(file, 'utf8')) as { head: SampledNode }).head;
const self = new Map<string, number>(), inclusive = new Map<string, number>();
const add = (map: Map<string, number>, key: string, bytes: number) => map.set(key, (map.get(key) ?? 0) + bytes);
const nameOf = ({ functionName, url, lineNumber }: SampledNode['callFrame']) => `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;

// A function that recurs counts once per path in the inclusive figures.
function walk(node: SampledNode, above: Set<string>): number {
  const name = nameOf(node.callFrame);
  add(self, name, node.selfSize);
  const path = new Set(above).add(name);
  let bytes = node.selfSize;
  for (const child of node.children) bytes += walk(child, path);
  if (!above.has(name)) add(inclusive, name, bytes);
  return bytes;
}

const total = walk(head, new Set());
const kb = (bytes: number) => (bytes / pages / 1024).toFixed(2).padStart(8);
console.log(`${kb(total)} KB per page in all`);
for (const [title, map] of [['self', self], ['inclusive', inclusive]] as const) {
  console.log(`-- ${title}`);
  for (const [name, bytes] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${kb(bytes)} KB  ${name}`);
}
