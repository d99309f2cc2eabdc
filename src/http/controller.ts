// The controller of an API module, written once: its OpenAPI tag, bearer authentication (routes
// declare `scope` and receive `principal`) and the models its routes name.
//
// Models are registered once, on the application (`withDeclaredModels`), not on each controller:
// Elysia rebuilds the whole set of an instance's models on every `.model()` and on every `.use()`
// of an instance that has some, so models on each controller were rebuilt again at every level
// they were mounted through, slowing every start. A controller only declares them: its routes
// get the names' types, and the application resolves the names when it first answers a route.
import { type AnyElysia, Elysia, type TSchema } from 'elysia';
import { type AuthDeps, authPlugin } from './bearer';
import { Problem } from './models';

type Models = Record<string, TSchema>;

/** Every model a controller declared, by name; the first declaration of a name wins, as in Elysia. */
const declared = new Map<string, TSchema>([['Problem', Problem]]);

/** `App` as if `.model(models)` had been called on it (and the shared Problem). */
type Declaring<App extends AnyElysia, M extends Models> =
  App extends Elysia<infer BasePath, infer Singleton, infer Definitions, infer Metadata, infer Routes, infer Ephemeral, infer Volatile>
    ? Elysia<
        BasePath,
        Singleton,
        { typebox: Definitions['typebox'] & { Problem: typeof Problem } & M; error: Definitions['error'] },
        Metadata,
        Routes,
        Ephemeral,
        Volatile
      >
    : never;

/** Lets `app`'s routes name `models` and Problem; `withDeclaredModels` registers them on the application. */
export function declareModels<App extends AnyElysia, const M extends Models>(app: App, models: M): Declaring<App, M> {
  for (const [name, schema] of Object.entries(models)) if (!declared.has(name)) declared.set(name, schema);
  return app as unknown as Declaring<App, M>;
}

function authenticated(deps: AuthDeps, tag: string) {
  return new Elysia({ tags: [tag] }).use(authPlugin(deps));
}

/** An API module's controller: routes tagged `tag`, authenticated by `scope`, naming `models`. */
export function apiController<const M extends Models>(
  deps: AuthDeps,
  tag: string,
  models: M,
): Declaring<ReturnType<typeof authenticated>, M> {
  return declareModels(authenticated(deps, tag), models);
}

/** Registers, once, every model the controllers built so far declared: call it after mounting them. */
export function withDeclaredModels<App extends AnyElysia>(app: App): App {
  return app.model(Object.fromEntries(declared)) as App;
}
