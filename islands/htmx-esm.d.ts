// The ES module build htmx.ts bundles: its default export, as far as the console's scripts use it (the package's
// own types describe its CommonJS build, which a default import under nodenext does not reach).
declare module 'htmx.org/dist/htmx.esm.js' {
  const htmx: { registerExtension(name: string, extension: object): void };
  export default htmx;
}
