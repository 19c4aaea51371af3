import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACTIVATION_REPORT_PATHS,
  activationDetailsBodySchema,
  activationDetailsRowSchema,
  activationReportBodySchema,
  activationReportDefaultsSchema,
  activationReportRowSchema,
  PID_ACTIVATION_DETAILS_PAGE,
  pidActivationBodySchema,
  pidActivationRowSchema,
  PRODUCT_ACTIVATION_REPORT_PAGE,
} from '../../../src/domain/activation/reports.ts';
import { pageOf, pageQuerySchema } from '../../../src/domain/envelope.ts';
import type { Access } from '../../plugins/access.ts';
import { authOf } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import * as reports from './reports.service.ts';
import { zoneOf } from '../../shared/zone.ts';

const tags = ['activation'];
const BODY_LIMIT = 4 * 1024;
const details: Access = { page: PID_ACTIVATION_DETAILS_PAGE, level: 'L1' };
const report: Access = { page: PRODUCT_ACTIVATION_REPORT_PAGE, level: 'L1' };

/** PID Activation Details and Product Activation Report (spec 001 §2, §7 "Reports"): reads, L1 on their page. */
export function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(ACTIVATION_REPORT_PATHS.pidDetails, {
    config: { access: details, labels: 'report' },
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: 'PID Activation Details: activations, newest first (pId -1 is any, createdDate YYYY-MM-DD, createdName the whole name)',
      querystring: pageQuerySchema,
      body: pidActivationBodySchema,
      response: replies(pageOf(pidActivationRowSchema)),
    },
    handler: async (request) => ok(await reports.pidActivations(app.db, request.query, request.body, zoneOf(request))),
  });

  r.get(ACTIVATION_REPORT_PATHS.defaults, {
    config: { access: report, labels: 'report' },
    schema: { tags, summary: "The report's starting filters: your company", response: replies(activationReportDefaultsSchema) },
    handler: async (request) => ok({ company: await reports.activationCompany(app.db, authOf(request).userId) }),
  });

  r.post(ACTIVATION_REPORT_PATHS.report, {
    config: { access: report, labels: 'report' },
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: 'Product Activation Report: activations per day, company and language (company left out is yours, empty is any)',
      querystring: pageQuerySchema,
      body: activationReportBodySchema,
      response: replies(pageOf(activationReportRowSchema)),
    },
    handler: async (request) => ok(await reports.report(app.db, request.query, request.body, authOf(request).userId, zoneOf(request))),
  });

  r.post(ACTIVATION_REPORT_PATHS.details, {
    config: { access: report, labels: 'details' },
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: "A report row's activators and their counts (createdName: any part of the name)",
      querystring: pageQuerySchema,
      body: activationDetailsBodySchema,
      response: replies(pageOf(activationDetailsRowSchema)),
    },
    handler: async (request) => ok(await reports.details(app.db, request.query, request.body, zoneOf(request))),
  });
}
