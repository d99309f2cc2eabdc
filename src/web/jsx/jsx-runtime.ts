// JSX for server-rendered pages: @kitajs/html renders tags and escapes attribute values;
// this thin layer also escapes every text child, so output is escaped by default. Only
// what a tag or component produced (Html) or what is wrapped in trustedHtml() goes out as is.
// tsconfig: "jsx": "react-jsx", "jsxImportSource": "#jsx" (package.json "imports").
import { escapeHtml } from '@kitajs/html';
import { jsx as kitaJsx } from '@kitajs/html/jsx-runtime';
import type { KitaIntrinsicElements } from './kita-types';

/** Markup that is already safe: made by a tag or component, never by string concatenation of input. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** A child: text and numbers are escaped; Html goes out unchanged; null, undefined and booleans render nothing. */
export type Child = Html | string | number | boolean | null | undefined | readonly Child[];

/** Marks markup from a trusted source (a bundled asset, JSON for a data attribute is NOT this). */
export function trustedHtml(markup: string): Html {
  return new Html(markup);
}

function childText(child: Child): string {
  if (child === null || child === undefined || typeof child === 'boolean') return '';
  if (child instanceof Html) return child.value;
  if (Array.isArray(child)) return (child as readonly Child[]).map(childText).join('');
  return escapeHtml(String(child));
}

type Component = (props: Record<string, unknown>) => Html;

export function jsx(tag: string | Component, props: Record<string, unknown> & { children?: Child }): Html {
  if (typeof tag === 'function') return tag(props);
  const { children, ...attributes } = props;
  const content = children === undefined ? undefined : childText(children);
  return new Html(kitaJsx(tag, content === undefined ? attributes : { ...attributes, children: content }) as string);
}

export const jsxs = jsx;

export function Fragment(props: { children?: Child }): Html {
  return new Html(props.children === undefined ? '' : childText(props.children));
}

type Tags = { [K in keyof KitaIntrinsicElements]: Omit<KitaIntrinsicElements[K], 'children' | 'safe'> & { children?: Child } };

export namespace JSX {
  export type Element = Html;
  // TypeScript's JSX contract: the property named here carries children, and no attribute is
  // common to every element; both shapes are empty object types by definition.
  export interface ElementChildrenAttribute {
    // biome-ignore lint/complexity/noBannedTypes: TypeScript reads only this property's name
    children: {};
  }
  // biome-ignore lint/complexity/noBannedTypes: no attribute is common to every element
  export type IntrinsicAttributes = {};
  export interface IntrinsicElements extends Tags {}
}
