import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf } from '../../../src/domain/envelope.ts';
import { RRP_MESSAGES as M } from '../../../src/domain/pricing/messages.ts';
import { PRICING_PATHS } from '../../../src/domain/pricing/paths.ts';
import { rrpStoreTypeSchema, rrpValueSchema, rrpValueSearchSchema } from '../../../src/domain/pricing/rrp-rule.ts';
import type { Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { searchMainCategories, searchValues } from '../catalogue/product-selection.service.ts';

const tags = ['pricing'];
/**
 * The catalogue's names are pick lists of every screen that builds a product rule (RRP Price
 * Criteria, Product Frame, Bulk Update): like the reference lookups, they need a signed-in user only.
 */
const read: Access = { signedIn: true };

/** An empty list answers 'No data found' (spec 001 §8), still as a success. */
const listed = <T>(records: T[]) => ok({ records, totalRecords: records.length }, records.length ? undefined : M.noData);

/** The values an RRP rule may name, searched in the catalogue (spec 001 §7: departments, group codes, brands, store types). */
export default async function rrpValuesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const lists = [
    [PRICING_PATHS.rrpBrands, 'brand', 'Brands'],
    [PRICING_PATHS.rrpDepartments, 'department', 'Departments (category names)'],
    [PRICING_PATHS.rrpGroupCodes, 'groupCode', 'Group codes of the stock items'],
  ] as const;
  for (const [url, field, what] of lists) {
    r.get(url, {
      config: { access: read },
      schema: {
        tags,
        summary: `${what} starting with the search, any case`,
        querystring: rrpValueSearchSchema,
        response: replies(pageOf(rrpValueSchema), [400, 401]),
      },
      handler: async (request) => {
        const values = await searchValues(app.db, field, request.query.search, request.query.pageSize);
        return listed(values.map((value) => ({ value })));
      },
    });
  }

  r.get(PRICING_PATHS.rrpStoreTypes, {
    config: { access: read },
    schema: {
      tags,
      summary: 'Main categories (store types) starting with the search',
      querystring: rrpValueSearchSchema,
      response: replies(pageOf(rrpStoreTypeSchema), [400, 401]),
    },
    handler: async (request) => listed(await searchMainCategories(app.db, request.query.search, request.query.pageSize)),
  });
}
