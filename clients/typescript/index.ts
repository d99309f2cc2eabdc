// The typed catchd client: openapi-fetch over the types generated from /openapi.json.
// Every path, parameter, body and answer is checked by the TypeScript compiler.
//   const catchd = createCatchdClient({ baseUrl: 'https://catchd.example', credential: 'cdk_…' });
//   const { data, error } = await catchd.GET('/v1/catches', { params: { query: { per_page: 5 } } });
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, paths };
export type Schemas = components['schemas'];

export interface CatchdClientOptions {
  /** The installation's public URL, e.g. https://catchd.example. */
  baseUrl: string;
  /** An API key (cdk_…) or an OAuth access token (cdat_…). */
  credential: string;
  /** For tests and special transports; the global fetch otherwise. */
  fetch?: (request: Request) => Promise<Response>;
}

export function createCatchdClient(options: CatchdClientOptions): Client<paths> {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${options.credential}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
