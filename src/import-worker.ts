// The second thread of `catchd catches import`: checks batches of lines (JSON, schema, units,
// species) on its own read-only connection and answers the parsed lines; the main thread
// stores them. A second entry point of the executable (see the build script), next to
// index.ts so that both find it at the same relative place, compiled or not.
import { openReadOnlyDatabase, type Db } from './db/client';
import { parseImportLine, type LineCheckAnswer, type LineCheckRequest } from './modules/catches/import';

declare const self: Worker;

let db: Db | null = null;

self.onmessage = (event: MessageEvent<LineCheckRequest>) => {
  const request = event.data;
  let answer: LineCheckAnswer;
  try {
    if ('close' in request) {
      db?.$client.close();
      db = null;
      answer = { id: request.id, results: [] };
    } else {
      db ??= openReadOnlyDatabase(request.path);
      const reader = db;
      answer = { id: request.id, results: request.texts.map((text) => parseImportLine(reader, text, request.now)) };
    }
  } catch (error) {
    answer = { id: request.id, error: String((error as Error)?.message ?? error) };
  }
  self.postMessage(answer);
};
