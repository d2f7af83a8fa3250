import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedFileParamsSchema, signedFileQuerySchema } from '@portico/contract';
import type { FilesService } from './files.service';

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
const disposition = (inline: boolean, name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/** The services these routes use (app.ts passes exactly these). */
export interface FilesRouteServices {
  files: FilesService;
}

export const filesRoutes: FastifyPluginAsyncZod<{ services: FilesRouteServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/files/:fileId/:name',
    {
      schema: {
        summary: 'A stored file through its signed, expiring URL',
        params: signedFileParamsSchema,
        querystring: signedFileQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileId } = request.params;
      const { expires, signature } = request.query;
      const file = await services.files.openSigned(request.tenant().id, fileId, expires, signature);
      const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000));
      return reply
        .header('content-type', file.row.content_type)
        .header('content-length', file.row.size)
        .header('content-disposition', disposition(file.inline, file.row.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .send(file.stream);
    },
  );
};
