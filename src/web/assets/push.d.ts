// push.js is browser code, imported as text (`with { type: 'text' }`) to be served as a file.
declare const text: string;
export default text;
