// The admin's species catalogue: edit names, add photos with licence and author, and import a
// CSV after a preview of what it would add and change. The rules (attribution of edits,
// photo checks, upsert by scientific name) are the species and photos services'.
import { Elysia, t } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../../../app-deps';
import type { Sql } from '../../../../db/store';
import { HttpError, NotFound, ValidationFailed, type FieldError } from '../../../../lib/problem';
import { schemaErrors } from '../../../../lib/schema-errors';
import { Hidden, Notice, Pager, photoPath, PostForm, Problems, ScrollTable } from '../../../../web/components';
import { pageRoutes } from '../../../../web';
import { formField } from '../../../../web/kit/forms';
import { Layout } from '../../../../web/layout';
import { redirect } from '../../../../web/respond';
import type { WebSupport } from '../../../../web/session';
import { PageForbidden, requireScope, type Visitor } from '../../../../web/visitor';
import { pageNumber } from '../../../../web/kit/paging';
import { checkUpload, storePhoto } from '../../photos/service';
import { photoStorageFor } from '../../photos/storage';
import { parseSpeciesCsv, type RejectedRow, type SpeciesInput } from '../csv';
import { applySpeciesBody } from '../edit';
import { presentSpeciesDetail, searchSpecies, type SpeciesDetail, type SpeciesPage } from '../read';
import { photoCredits, SpeciesUpdate } from '../model';
import { applyUpload, keepUpload } from '../import-uploads';
import { nameIn, SpeciesPhotos } from '../views';
import { m } from '../../../../i18n/paraglide/messages.js';
import { findSpecies, previewSpeciesUpsert, updateSpecies, type SpeciesRow, type SpeciesChange } from '../service';

const maxImportBytes = 5 * 1024 * 1024;

function requireSpeciesAdmin(visitor: Visitor) {
  const principal = requireScope(visitor, 'species:write');
  if (principal.role !== 'admin') throw new PageForbidden('Only admins can edit the species catalogue.');
  return principal;
}

/** The "lang: name" lines of the form, each with its line number (the model's checks name them by it). */
function parseOtherNames(text: string): { names: { name: string; lang: string }[]; lines: number[]; errors: FieldError[] } {
  const names: { name: string; lang: string }[] = [];
  const lines: number[] = [];
  const errors: FieldError[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    const match = /^\s*([^:]+?)\s*:\s*(.+)$/.exec(line);
    if (!match) errors.push({ field: `other_names line ${i + 1}`, message: 'write "lang: name", e.g. "es: Pez ballesta"' });
    else {
      names.push({ lang: match[1], name: match[2].trim() });
      lines.push(i + 1);
    }
  });
  return { names, lines, errors };
}

function EditSpeciesPage(props: {
  visitor: Visitor;
  detail: SpeciesDetail;
  values?: { common_name: string; other_names: string };
  errors: FieldError[];
  saved: boolean;
}): Html {
  const { detail } = props;
  const { locale } = props.visitor.reader;
  const o = { locale };
  const others =
    props.values?.other_names ??
    detail.common_names
      .filter((n) => !n.primary)
      .map((n) => `${n.lang}: ${n.name}`)
      .join('\n');
  return (
    <Layout title={m.species_edit_title({ species: detail.common_name }, o)} visitor={props.visitor} width="narrow">
      <h1>
        {detail.common_name} <i class="muted">{detail.scientific_name}</i>
      </h1>
      {props.saved && <Notice>{m.notice_saved({}, o)}</Notice>}
      <PostForm action={`/admin/species/${detail.id}`} csrf={props.visitor.csrf} class="card">
        <Problems errors={props.errors} locale={locale} />
        <label for="common_name">{m.species_english_name({}, o)}</label>
        <input id="common_name" name="common_name" required maxlength="120" value={props.values?.common_name ?? detail.common_name} />
        <label for="other_names">{m.species_other_names({}, o)}</label>
        <textarea id="other_names" name="other_names" rows="8">
          {others}
        </textarea>
        <p class="hint">{m.species_names_credited({}, o)}</p>
        <button type="submit">{m.species_save_names({}, o)}</button>
      </PostForm>
      <h2>{m.verify_photos({}, o)}</h2>
      <SpeciesPhotos detail={detail} locale={locale} />
      <PostForm action={`/admin/species/${detail.id}/photos`} csrf={props.visitor.csrf} multipart class="card">
        <label for="file">{m.species_photo({}, o)}</label>
        <input id="file" name="file" type="file" accept="image/jpeg,image/png,image/webp" required />
        <label for="license">{m.species_licence({}, o)}</label>
        <input id="license" name="license" required maxlength="200" placeholder="CC BY-SA 4.0" />
        <label for="author">{m.species_author({}, o)}</label>
        <input id="author" name="author" required maxlength="200" />
        <button type="submit" class="secondary">
          {m.species_add_photo({}, o)}
        </button>
      </PostForm>
    </Layout>
  );
}

/** Species listed on one page of the catalogue. */
const catalogPerPage = 50;

/** The catalogue, the CSV import and each species' edit page (admins only). */
export function speciesAdminPages(deps: AppDeps, web: WebSupport) {
  return new Elysia().use(speciesCatalogPages(deps, web)).use(speciesImportPages(deps, web)).use(speciesEditPages(deps, web));
}

function speciesCatalogPages(deps: AppDeps, web: WebSupport) {
  return pageRoutes(deps, web).get('/admin/species', async ({ visitor, request, render }) => {
    requireSpeciesAdmin(visitor);
    const search = new URL(request.url).searchParams;
    const q = (search.get('q') ?? '').trim().slice(0, 200);
    const page = pageNumber(search, 10_000);
    const result = await searchSpecies(deps.db, {
      q: q || undefined,
      page,
      per_page: catalogPerPage,
      sort: q ? 'relevance' : 'common_name',
    });
    return render(<CatalogPage visitor={visitor} q={q} page={page} result={result} />);
  });
}

function CatalogPage({ visitor, q, page, result }: { visitor: Visitor; q: string; page: number; result: SpeciesPage }): Html {
  const { locale } = visitor.reader;
  const o = { locale };
  return (
    <Layout title={m.species_catalogue({}, o)} visitor={visitor}>
      <h1>{m.species_catalogue({}, o)}</h1>
      <p>
        <a class="button secondary" href="/admin/species/import">
          {m.species_import_csv({}, o)}
        </a>
      </p>
      <form method="get" action="/admin/species" class="card" role="search">
        <label for="q">{m.species_find({}, o)}</label>
        <input id="q" name="q" value={q} />
        <button type="submit" class="secondary">
          {m.species_search({}, o)}
        </button>
      </form>
      <ul class="plain">
        {result.hits.map((hit) => {
          const name = nameIn(hit.entry.view, locale);
          return (
            <li>
              <a href={`/admin/species/${hit.entry.view.id}`}>{hit.entry.view.common_name}</a>{' '}
              <i class="muted">{hit.entry.view.scientific_name}</i>
              {name.lang !== 'en' && (
                <span class="muted" lang={name.lang}>
                  {' '}
                  · {name.name}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <Pager
        locale={locale}
        path="/admin/species"
        query={new URLSearchParams(q ? { q } : {})}
        page={page}
        hasMore={page * catalogPerPage < result.total}
        total={result.total}
        perPage={catalogPerPage}
      />
    </Layout>
  );
}

function ImportPage({ visitor, children }: { visitor: Visitor; children?: Html }): Html {
  const o = { locale: visitor.reader.locale };
  return (
    <Layout title={m.species_import_title({}, o)} visitor={visitor}>
      <h1>{m.species_import_heading({}, o)}</h1>
      {children}
    </Layout>
  );
}

function UploadForm({ visitor, errors }: { visitor: Visitor; errors: FieldError[] }): Html {
  const o = { locale: visitor.reader.locale };
  return (
    <PostForm action="/admin/species/import" csrf={visitor.csrf} multipart class="card">
      <Problems errors={errors} locale={o.locale} />
      <label for="csv">{m.species_csv_file({}, o)}</label>
      <input id="csv" name="csv" type="file" accept=".csv,text/csv" required />
      <button type="submit">{m.species_preview_changes({}, o)}</button>
    </PostForm>
  );
}

/** What an import would add and change, and the button that applies the kept upload. */
function ImportPreview(props: {
  visitor: Visitor;
  preview: { input: SpeciesInput; change: SpeciesChange }[];
  rejected: RejectedRow[];
  upload: string;
}): Html {
  const { preview, rejected } = props;
  const o = { locale: props.visitor.reader.locale };
  const count = (change: string) => preview.filter((p) => p.change === change).length;
  return (
    <>
      <p role="status">
        {m.species_import_preview(
          {
            add: count('add'),
            update: count('update'),
            unchanged: count('unchanged'),
            rejected: m.species_rejected_lines({ count: rejected.length }, o),
          },
          o,
        )}
      </p>
      {rejected.length > 0 && (
        <ul class="error" aria-label={m.species_rejected_label({}, o)}>
          {rejected.map((r) => (
            <li>{m.species_rejected_line({ line: r.line, reason: r.reason }, o)}</li>
          ))}
        </ul>
      )}
      <ScrollTable
        id="preview"
        label={m.species_changes({}, o)}
        columns={[m.species_col_change({}, o), m.species_col_scientific({}, o), m.species_english_name({}, o)]}
      >
        {preview
          .filter((p) => p.change !== 'unchanged')
          .map((p) => (
            <tr>
              <td>{p.change === 'add' ? m.species_change_add({}, o) : m.species_change_update({}, o)}</td>
              <td>
                <i>{p.input.scientificName}</i>
              </td>
              <td>{p.input.commonName}</td>
            </tr>
          ))}
      </ScrollTable>
      <PostForm action="/admin/species/import/apply" csrf={props.visitor.csrf} class="card">
        <Hidden name="upload" value={props.upload} />
        <button type="submit" disabled={count('add') + count('update') === 0}>
          {m.species_apply_changes({}, o)}
        </button>
      </PostForm>
    </>
  );
}

/** The uploaded CSV's text: a file of at most maxImportBytes, or the field's text. */
async function csvText(body: unknown): Promise<string> {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>).csv : undefined;
  const text = value instanceof File ? (value.size > maxImportBytes ? null : await value.text()) : typeof value === 'string' ? value : '';
  if (text === null) throw new ValidationFailed([{ field: 'csv', message: `at most ${maxImportBytes / 1024 / 1024} MB` }]);
  if (!text.trim()) throw new ValidationFailed([{ field: 'csv', message: 'choose a CSV file' }]);
  return text;
}

function speciesImportPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  return pageRoutes(deps, web)
    .get('/admin/species/import', ({ visitor, render }) => {
      requireSpeciesAdmin(visitor);
      return render(
        <ImportPage visitor={visitor}>
          <UploadForm visitor={visitor} errors={[]} />
        </ImportPage>,
      );
    })
    .post('/admin/species/import', async ({ visitor, body, render }) => {
      const principal = requireSpeciesAdmin(visitor);
      try {
        const text = await csvText(body);
        const { rows, rejected } = parseSpeciesCsv(text);
        const preview = await previewSpeciesUpsert(db, rows);
        const upload = await keepUpload(db, principal.userId, text, deps.now(), deps.randomBytes);
        return render(
          <ImportPage visitor={visitor}>
            <ImportPreview visitor={visitor} preview={preview} rejected={rejected} upload={upload} />
          </ImportPage>,
        );
      } catch (error) {
        if (!(error instanceof ValidationFailed)) throw error;
        return render(
          <ImportPage visitor={visitor}>
            <UploadForm visitor={visitor} errors={error.errors ?? []} />
          </ImportPage>,
          { status: 422 },
        );
      }
    })
    .post('/admin/species/import/apply', async ({ visitor, body, render }) => {
      const principal = requireSpeciesAdmin(visitor);
      const result = await applyUpload(db, principal.userId, formField(body, 'upload'), deps.now());
      return render(
        <ImportPage visitor={visitor}>
          <Notice>{m.species_imported(result, { locale: visitor.reader.locale })}</Notice>
        </ImportPage>,
      );
    });
}

/** The names of the edit form as the API's model would take them, or the form's errors. */
function checkedNames(values: { common_name: string; other_names: string }): { name: string; lang: string }[] {
  const { names, lines, errors } = parseOtherNames(values.other_names);
  // The API's model decides what a name and a language may be.
  if (errors.length === 0)
    for (const error of schemaErrors(SpeciesUpdate, { common_name: values.common_name, common_names: names })) {
      const line = /^common_names\[(\d+)\]\.(\w+)$/.exec(error.field);
      errors.push(line ? { field: `other_names line ${lines[Number(line[1])]}`, message: `${line[2]} ${error.message}` } : error);
    }
  if (errors.length > 0) throw new ValidationFailed(errors);
  return names;
}

/** The photo form's credits, checked as the API checks them. */
function photoFormErrors(fields: Record<string, unknown>, license: string, author: string): FieldError[] {
  const errors: FieldError[] = [];
  if (!(fields.file instanceof File) || fields.file.size === 0) errors.push({ field: 'file', message: 'choose a photo' });
  if (!license) errors.push({ field: 'license', message: 'say under which licence the photo may be shown' });
  if (!author) errors.push({ field: 'author', message: 'say who took the photo' });
  if (license && author) errors.push(...schemaErrors(t.Object(photoCredits), { license, author }));
  return errors;
}

function speciesEditPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  const photos = photoStorageFor(db, deps.config.dataDir);
  const existing = async (on: Sql, id: string): Promise<SpeciesRow> => {
    const row = await findSpecies(on, id);
    if (!row) throw new NotFound('The species');
    return row;
  };
  return pageRoutes(deps, web)
    .get('/admin/species/:id', async ({ visitor, params, request, render }) => {
      const principal = requireSpeciesAdmin(visitor);
      const detail = await presentSpeciesDetail(db, await existing(db, params.id), principal, photoPath);
      return render(
        <EditSpeciesPage visitor={visitor} detail={detail} errors={[]} saved={new URL(request.url).searchParams.has('saved')} />,
      );
    })
    .post('/admin/species/:id', async ({ visitor, params, body, render }) => {
      const principal = requireSpeciesAdmin(visitor);
      const values = { common_name: formField(body, 'common_name').trim(), other_names: formField(body, 'other_names') };
      const row = await existing(db, params.id);
      try {
        const names = checkedNames(values);
        await updateSpecies(
          db,
          row.id,
          (current) => applySpeciesBody(current, { common_name: values.common_name, common_names: names }),
          deps.now(),
        );
        return redirect(`/admin/species/${row.id}?saved=1`);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 422) throw error;
        const detail = await presentSpeciesDetail(db, row, principal, photoPath);
        return render(<EditSpeciesPage visitor={visitor} detail={detail} values={values} errors={error.errors ?? []} saved={false} />, {
          status: 422,
        });
      }
    })
    .post('/admin/species/:id/photos', async ({ visitor, params, body }) => {
      const principal = requireSpeciesAdmin(visitor);
      const row = await existing(db, params.id);
      const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      const license = formField(body, 'license').trim();
      const author = formField(body, 'author').trim();
      const errors = photoFormErrors(fields, license, author);
      if (errors.length > 0) throw new ValidationFailed(errors);
      const image = await checkUpload(fields.file as File, deps.config.maxPhotoBytes);
      await storePhoto(db, photos, image, { speciesPk: row.pk, uploaderId: principal.userId, license, author }, deps.now(), (tx) =>
        existing(tx, params.id),
      );
      return redirect(`/admin/species/${row.id}?saved=1`);
    });
}
