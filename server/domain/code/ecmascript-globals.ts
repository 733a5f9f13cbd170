/**
 * The names every script may use without declaring them: ECMAScript's own globals (upstream's linter allows the
 * browser's too; a function body that runs on a platform has only these).
 */
export const ECMASCRIPT_GLOBALS: ReadonlySet<string> = new Set([
  'Array', 'ArrayBuffer', 'BigInt', 'BigInt64Array', 'BigUint64Array', 'Boolean', 'DataView', 'Date', 'Error',
  'EvalError', 'Float32Array', 'Float64Array', 'Function', 'Infinity', 'Int8Array', 'Int16Array', 'Int32Array',
  'Intl', 'JSON', 'Map', 'Math', 'NaN', 'Number', 'Object', 'Promise', 'Proxy', 'RangeError', 'ReferenceError',
  'Reflect', 'RegExp', 'Set', 'String', 'Symbol', 'SyntaxError', 'TypeError', 'URIError', 'Uint8Array',
  'Uint8ClampedArray', 'Uint16Array', 'Uint32Array', 'WeakMap', 'WeakSet', 'console', 'decodeURI',
  'decodeURIComponent', 'encodeURI', 'encodeURIComponent', 'globalThis', 'isFinite', 'isNaN', 'parseFloat',
  'parseInt', 'undefined',
]);
