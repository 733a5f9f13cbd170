// jQuery 3 ships no types; the widget frame only hands it to the widget's own code.
declare module 'jquery' {
  const jQuery: (selector: unknown) => unknown;
  export default jQuery;
}
