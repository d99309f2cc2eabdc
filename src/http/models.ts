// Models every module refers to by name in its responses.
import { t } from 'elysia';

export const Problem = t.Object(
  {
    type: t.String({ description: 'URI naming the error kind' }),
    title: t.String(),
    status: t.Integer(),
    detail: t.String(),
    code: t.String({ description: 'Stable machine-readable code, e.g. validation_failed' }),
    errors: t.Optional(t.Array(t.Object({ field: t.String(), message: t.String() }))),
    developer_access: t.Optional(
      t.String({ description: 'On 403 developer_access_*: where the caller stands (none, requested, declined, closed).' }),
    ),
    suggestions: t.Optional(t.Array(t.String(), { description: 'An unknown species: close matches of its spelling (may be empty).' })),
  },
  { description: 'RFC 9457 problem details (application/problem+json).' },
);
