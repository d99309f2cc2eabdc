// The global JSX namespace of @kitajs/html, named here so that our runtime can reuse its
// attribute types under a namespace of its own (inside that namespace "JSX" means ours).
import type {} from '@kitajs/html/jsx-runtime';

export type KitaIntrinsicElements = JSX.IntrinsicElements;
