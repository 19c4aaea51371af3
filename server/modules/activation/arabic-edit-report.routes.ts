import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ARABIC_EDIT_PATHS,
  ARABIC_EDIT_REPORT_PAGE,
  arabicEditDetailsBodySchema,
  arabicEditListBodySchema,
  arabicEditRowSchema,
  arabicEditSchema,
} from '../../../src/domain/activation/arabic-edit-report.ts';
import { pageOf, pageQuerySchema } from '../../../src/domain/envelope.ts';
import type { Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import * as arabicEdits from '../catalogue/arabic-edits.service.ts';
import { zoneOf } from '../../shared/zone.ts';

const tags = ['activation'];
const BODY_LIMIT = 4 * 1024;
const read: Access = { page: ARABIC_EDIT_REPORT_PAGE, level: 'L1' };

/** The Arabic Edit Report's calls (spec 002 §7 "Arabic report"): reads only, L1 on the report's page. */
export function arabicEditReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(ARABIC_EDIT_PATHS.list, {
    config: { access: read, labels: 'arabicEdit' },
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: 'Per day and editor, how many PIDs had their Arabic changed (createdDate YYYY-MM-DD, or empty for every day)',
      querystring: pageQuerySchema,
      body: arabicEditListBodySchema,
      response: replies(pageOf(arabicEditRowSchema)),
    },
    handler: async (request) => ok(await arabicEdits.listArabicEdits(app.db, request.query, request.body, zoneOf(request))),
  });

  r.post(ARABIC_EDIT_PATHS.details, {
    config: { access: read, labels: 'arabicEdit' },
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: 'The Arabic changes one editor (0: the system) saved on one day, product by product, old and new text',
      querystring: pageQuerySchema,
      body: arabicEditDetailsBodySchema,
      response: replies(pageOf(arabicEditSchema)),
    },
    handler: async (request) => ok(await arabicEdits.arabicEditDetails(app.db, request.query, request.body, zoneOf(request))),
  });
}
