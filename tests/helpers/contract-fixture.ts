import { readFileSync } from 'node:fs';

// What the contract-driven tests need from the product documents (`../shared/`), extracted into the repository by
// tests/fixtures/refresh-contract.ts so that the tests hold in any clone. A missing fixture fails the test that reads it.

export interface NamedCall {
  method: string;
  path: string;
  /** The `## N.` section heading (contract) or file name (spec) that names it. */
  where: string;
}

export type Authority = 'SA' | 'TA' | 'CU';

export interface AuthorisedCall {
  /** The `## N.` section number. */
  section: number;
  method: string;
  path: string;
  /** The authorities the contract lists for the call (its `who` column or parenthesis). */
  who: Authority[];
}

/** The accepted sort properties of a row of contract table 3.4; `infoOnly` are the `*` (joined column) ones. */
export interface SortRow {
  plain: string[];
  infoOnly: string[];
}

export interface ContractFixture {
  source: string;
  contractCalls: NamedCall[];
  authorisedCalls: AuthorisedCall[];
  sortTable: Record<string, SortRow>;
  /** Section 4's JSON examples, keyed `<heading> #<n>`. */
  entityExamples: Record<string, Record<string, unknown>>;
  /** The calls each spec file names. */
  specCalls: Record<string, NamedCall[]>;
  /** `<file>: <words>` for each phrase of tests/fixtures/prose-calls.ts that the document holds. */
  proseFound: string[];
}

export const CONTRACT_FIXTURE = new URL('../fixtures/contract.json', import.meta.url);

let loaded: ContractFixture | undefined;

export function contractFixture(): ContractFixture {
  loaded ??= JSON.parse(readFileSync(CONTRACT_FIXTURE, 'utf8')) as ContractFixture;
  return loaded;
}

const inSections = (sections: number[], where: string) => sections.includes(Number.parseInt(where, 10));

/** The contract's calls of the given `## N.` sections. */
export function contractCalls(sections: number[]): NamedCall[] {
  return contractFixture().contractCalls.filter((named) => inSections(sections, named.where));
}

/** The calls of the given sections whose authorities the contract states (the first mention within them). */
export function authorisedCalls(sections: number[]): AuthorisedCall[] {
  const calls = new Map<string, AuthorisedCall>();
  for (const named of contractFixture().authorisedCalls) {
    const key = `${named.method} ${named.path}`;
    if (sections.includes(named.section) && !calls.has(key)) calls.set(key, named);
  }
  return [...calls.values()];
}
