import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  CSV_MAX_BYTES,
  type CsvImportResult,
  consoleCsvMessages,
  endpoints,
  importCsvFieldsSchema,
  multipartBodies,
} from '@portico/contract';
import { badRequest } from '../../lib/errors';
import { readMultipart, withUploads } from '../../plugins/multipart';
import { staffOf } from '../../plugins/request-context';
import { routeOf } from '../../plugins/route-schema';
import type { BoardsService } from '../boards';
import type { CsvExportService } from './csv-export.service';
import type { CsvImportService } from './csv-import.service';
import { activityActorOf } from '../activity';
import { consoleView } from '../policy';
import { removeSpooled, spoolCsv } from './csv.upload';

const messageOf = (r: CsvImportResult) =>
  r.problemCount > 0
    ? consoleCsvMessages.problems(r.problemCount)
    : r.written
      ? consoleCsvMessages.imported(r.rows)
      : consoleCsvMessages.checked(r.rows);

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
const attachment = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/** The export is the file itself, streamed as it is read (the contract's response is the CSV text). */
const sendCsv = (reply: FastifyReply, filename: string, body: Readable) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachment(filename))
    .header('cache-control', 'no-store')
    .send(body);

/** The services these routes use (app.ts passes exactly these). */
export interface ConsoleCsvRouteServices {
  boards: BoardsService;
  csvImport: CsvImportService;
  csvExport: CsvExportService;
}

/** The console's CSV import and export of a board (staff: the content area). */
export const consoleCsvRoutes: FastifyPluginAsyncZod<{ services: ConsoleCsvRouteServices }> = async (
  app,
  { services },
) => {
  // A multipart body: parsed in a scope of its own (plugins/multipart.ts).
  await withUploads(app, (uploads) => {
    uploads.route({
      ...routeOf(endpoints.importCsv),
      handler: async (request) => {
        const actor = staffOf(request);
        // The board first: a board the actor may not see is a 404 before the file is read.
        const board = await services.boards.requireBoard(consoleView(actor), request.params.boardId);
        const body = await readMultipart(request, {
          acceptFile: (field) => (multipartBodies.importCsv.files as readonly string[]).includes(field),
          store: spoolCsv,
          discard: removeSpooled,
          fileSize: CSV_MAX_BYTES + 1,
        });
        try {
          // Keyed by request data: no prototype (readMultipart refuses prototype names too).
          const fields: Record<string, string> = Object.create(null) as Record<string, string>;
          for (const [name, value] of body.fields) {
            if (name in fields) throw badRequest(`field "${name}" is sent twice.`);
            fields[name] = value;
          }
          const parsed = importCsvFieldsSchema.strict().safeParse(fields);
          if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid fields.');
          if (body.files.length === 0) throw badRequest(consoleCsvMessages.fileMissing);
          if (body.files.length > 1) throw badRequest(consoleCsvMessages.oneFile);
          const upload = (body.files[0] as (typeof body.files)[number]).file;
          const { groupId, addLabels, dryRun } = parsed.data;
          const data = await services.csvImport.importCsv(
            actor.tenant.id,
            board,
            createReadStream(upload.path),
            activityActorOf(actor),
            { groupId, addLabels: addLabels === 'true', dryRun: dryRun === 'true', collectProblems: true },
          );
          return { success: true as const, message: messageOf(data), data };
        } finally {
          await Promise.all(body.files.map((f) => removeSpooled(f.file)));
        }
      },
    });
  });

  app.route({
    ...routeOf(endpoints.exportCsv),
    handler: async (request, reply) => {
      const actor = staffOf(request);
      const { filename, body } = await services.csvExport.exportCsv(
        actor,
        request.params.boardId,
        request.query,
      );
      return sendCsv(reply, filename, body);
    },
  });
};
