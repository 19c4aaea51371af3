import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf } from '../../../src/domain/envelope.ts';
import {
  GATEKEEPER_PATHS as P,
  headerReportQuerySchema,
  itemReportQuerySchema,
  palletHeaderSchema,
  palletItemSchema,
} from '../../../src/domain/gatekeeper/contracts.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { gatekeeperOfficeWords } from '../../../src/domain/gatekeeper/office-words.ts';
import { tags } from './context.ts';

// The reports' fields are labelled by the office words, not the device's.
const words = gatekeeperOfficeWords.ns;
import { headerReport, itemReport } from './reports.service.ts';

/** The office reports (spec 002 /apps/gatekeeper-report and /apps/gatekeeper-items-report). */
export default async function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(P.headers, {
    config: { access: { page: '/apps/gatekeeper-report', level: 'L1' }, words },
    schema: {
      tags,
      summary: 'Pallet headers by pallet numbers (at most 5), status and creation time; one filter at least; newest first unless sorted',
      querystring: headerReportQuerySchema,
      response: replies(pageOf(palletHeaderSchema)),
    },
    handler: async (request) => ok(await headerReport(app.db, request.query)),
  });

  r.get(P.items, {
    config: { access: { page: '/apps/gatekeeper-items-report', level: 'L1' }, words },
    schema: {
      tags,
      summary: 'Pallet items by pallet numbers (at most 5), UPC and creation time; one filter at least; newest first unless sorted',
      querystring: itemReportQuerySchema,
      response: replies(pageOf(palletItemSchema)),
    },
    handler: async (request) => ok(await itemReport(app.db, request.query)),
  });
}
