// Bun's transpiler asks for jsxDEV outside production builds.
export { Fragment, jsx as jsxDEV, type JSX } from './jsx-runtime';
