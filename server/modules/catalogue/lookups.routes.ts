import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  attributeDefinitionSchema,
  attributeQuerySchema,
  attributeValueSchema,
  attributeValuesQuerySchema,
  brandSchema,
  catalogueLookupQuerySchema,
  categoryQuerySchema,
  categorySchema,
  mainCategorySchema,
  parentCategorySchema,
  subCategoryQuerySchema,
  subCategorySchema,
} from '../../../src/domain/catalogue/lookups.ts';
import { CATALOGUE_MESSAGES as M } from '../../../src/domain/catalogue/messages.ts';
import { PIM_PATHS, PRODUCT_VIEW_PAGE } from '../../../src/domain/catalogue/paths.ts';
import { pageOf } from '../../../src/domain/envelope.ts';
import type { Page } from '../../../src/domain/paging.ts';
import { S } from '../../../src/domain/words/server-words.ts';
import type { Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import * as lookups from './lookups.service.ts';

const tags = ['catalogue'];
const read: Access = { page: PRODUCT_VIEW_PAGE, level: 'L1' };

/** An empty lookup answers 'No data found' (spec 001 §8); the reply is still a success with no rows. */
const listed = <T>(page: Page<T>) => ok(page, page.totalRecords ? S('ok') : M.noData);
const listedAll = <T>(rows: T[]) => ok(rows, rows.length ? S('ok') : M.noData);

/** The product form's lookups (spec 001 §7 "Catalogue and wizard"). */
export default async function lookupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(PIM_PATHS.mainCategories, {
    config: { access: read, labels: 'lookup' },
    schema: {
      tags,
      summary: 'Active main categories (store types) by name',
      querystring: catalogueLookupQuerySchema,
      response: replies(pageOf(mainCategorySchema)),
    },
    handler: async (request) => listed(await lookups.mainCategories(app.db, request.query)),
  });

  r.get(PIM_PATHS.brands, {
    config: { access: read, labels: 'lookup' },
    schema: { tags, summary: 'Active brands by name', querystring: catalogueLookupQuerySchema, response: replies(pageOf(brandSchema)) },
    handler: async (request) => listed(await lookups.brands(app.db, request.query)),
  });

  r.get(PIM_PATHS.parentCategories, {
    config: { access: read, labels: 'lookup' },
    schema: {
      tags,
      summary: 'Active parent categories by name',
      querystring: catalogueLookupQuerySchema,
      response: replies(pageOf(parentCategorySchema)),
    },
    handler: async (request) => listed(await lookups.parentCategories(app.db, request.query)),
  });

  r.get(PIM_PATHS.categories, {
    config: { access: read, labels: 'lookup' },
    schema: {
      tags,
      summary: 'Active categories under a main category (mid) and a parent category (pcatId)',
      querystring: categoryQuerySchema,
      response: replies(pageOf(categorySchema)),
    },
    handler: async (request) => listed(await lookups.categories(app.db, request.query)),
  });

  r.get(PIM_PATHS.subCategories, {
    config: { access: read, labels: 'lookup' },
    schema: {
      tags,
      summary: 'Active sub-categories of a category',
      querystring: subCategoryQuerySchema,
      response: replies(pageOf(subCategorySchema)),
    },
    handler: async (request) => listed(await lookups.subCategories(app.db, request.query)),
  });

  r.get(PIM_PATHS.attributes, {
    config: { access: read, labels: 'lookup' },
    schema: {
      tags,
      summary: "A sub-category's attributes with their values, single-selects first (Footwear gets Color Family)",
      querystring: attributeQuerySchema,
      response: replies(z.array(attributeDefinitionSchema)),
    },
    handler: async (request) => listedAll(await lookups.attributesOfSubCategory(app.db, request.query.subCatId)),
  });

  r.get(PIM_PATHS.attributeValues, {
    config: { access: read, labels: 'lookup' },
    schema: {
      tags,
      summary: 'The values of a comma-separated list of attribute ids',
      querystring: attributeValuesQuerySchema,
      response: replies(z.array(attributeValueSchema)),
    },
    handler: async (request) => listedAll(await lookups.attributeValues(app.db, request.query.attributeIds)),
  });
}
