// js-beautify's per-language formatters, imported one at a time so that each is a chunk of its own.
declare module 'js-beautify/js/src/html/index.js' {
  const beautify: (text: string, options?: object) => string;
  export default beautify;
}
declare module 'js-beautify/js/src/css/index.js' {
  const beautify: (text: string, options?: object) => string;
  export default beautify;
}
declare module 'js-beautify/js/src/javascript/index.js' {
  const beautify: (text: string, options?: object) => string;
  export default beautify;
}
