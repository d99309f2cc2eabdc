// Early-access schemas: applications, decisions, and where the caller stands.
import { t } from 'elysia';
import { developerAccessModes } from '../../config';
import { PagedList } from '../../http/paging';
import { literalUnion } from '../../lib/schemas';
import { applicationStates } from '../../identity/developer-access';

const State = literalUnion(applicationStates);

export const DeveloperApplication = t.Object({
  id: t.String({ description: 'dap_…' }),
  object: t.Literal('developer_application'),
  user_id: t.String(),
  name: t.String(),
  email: t.String(),
  building: t.String({ description: 'What the applicant is building.' }),
  state: State,
  email_confirmed: t.Boolean({
    description: 'Always true without outgoing mail; with mail, true once the applicant followed the mailed link.',
  }),
  decided_at: t.Union([t.String({ format: 'date-time' }), t.Null()]),
  decided_by: t.Union([t.String(), t.Null()], { description: 'The admin who decided; null for automatic approval (open access).' }),
  created_at: t.String({ format: 'date-time' }),
  updated_at: t.String({ format: 'date-time' }),
});

export const DeveloperApplicationCreate = t.Object(
  {
    name: t.String({ minLength: 1, maxLength: 100 }),
    email: t.String({ minLength: 3, maxLength: 254, format: 'email' }),
    building: t.String({ minLength: 1, maxLength: 2000, description: 'What you are building with the API.' }),
  },
  { additionalProperties: false },
);

export const DeveloperApplicationList = PagedList(DeveloperApplication);

export const DeveloperAccess = t.Object({
  object: t.Literal('developer_access'),
  state: t.Union([State, t.Literal('none'), t.Literal('closed')], {
    description:
      '`approved`: you may create API keys and register apps. `none`: you have not applied. `closed`: the installation gives no developer access.',
  }),
  mode: literalUnion(developerAccessModes, { description: 'The operator’s setting (CATCHD_DEVELOPER_ACCESS).' }),
  scopes: t.Array(t.String(), { description: 'The scopes your keys and apps may hold.' }),
  application: t.Union([DeveloperApplication, t.Null()]),
});

export const EmailConfirmation = t.Object(
  { token: t.String({ minLength: 1, maxLength: 200, description: 'The token from the mailed link.' }) },
  { additionalProperties: false },
);

export const ApplicationListQuery = t.Object(
  {
    state: t.Optional(State),
    page: t.Optional(t.Integer({ minimum: 1, maximum: 1_000_000 })),
    per_page: t.Optional(t.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);

export const ApplicationIdParams = t.Object({ application_id: t.String({ maxLength: 64 }) });

export const developerModels = {
  DeveloperApplication,
  DeveloperApplicationCreate,
  DeveloperApplicationList,
  DeveloperAccess,
  EmailConfirmation,
};
