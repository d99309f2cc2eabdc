declare module '*.sql' {
  const text: string;
  export default text;
}
declare module '*.csv' {
  const text: string;
  export default text;
}
declare module '*.tsv' {
  const text: string;
  export default text;
}
declare module '@scalar/api-reference/browser/standalone.js' {
  const text: string;
  export default text;
}
declare module '*.css' {
  const text: string;
  export default text;
}
declare module '*.md' {
  const text: string;
  export default text;
}
declare module '#webauthn-browser' {
  const text: string;
  export default text;
}
declare module '*.png' {
  /** Imported `with { type: 'file' }`: the file's path (inside the executable once compiled). */
  const path: string;
  export default path;
}
declare module '*.ico' {
  /** Imported `with { type: 'file' }`: the file's path (inside the executable once compiled). */
  const path: string;
  export default path;
}
declare module '*.svg' {
  /** Imported `with { type: 'text' }`. */
  const text: string;
  export default text;
}
declare module '*.wasm' {
  /** Imported `with { type: 'file' }`: the file's path (inside the executable once compiled). */
  const path: string;
  export default path;
}
declare module '*.ttf' {
  /** Imported `with { type: 'file' }`: the file's path (inside the executable once compiled). */
  const path: string;
  export default path;
}
