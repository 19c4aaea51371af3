import { z } from 'zod/mini';
import { ACTIVATION_PATHS } from '../../../domain/activation/paths.ts';
import { brandOptionSchema, daySchema, encoderSchema } from '../../../domain/activation/queues.ts';
import type { QueuePaths } from '../../../domain/activation/update-paths.ts';
import { request } from '../../../lib/api-client.ts';

/** The filter panel's lists: brands, encoders (designation 51 and 14) and days, on the page's own paths. */
export const getQueueBrands = (signal?: AbortSignal, paths: QueuePaths = ACTIVATION_PATHS) =>
  request({ method: 'GET', url: paths.brands, signal }, z.array(brandOptionSchema));
export const getEncoders = (signal?: AbortSignal, paths: QueuePaths = ACTIVATION_PATHS) =>
  request({ method: 'GET', url: paths.encoders, signal }, z.array(encoderSchema));
export const getQueueDays = (signal?: AbortSignal, paths: QueuePaths = ACTIVATION_PATHS) =>
  request({ method: 'GET', url: paths.days, signal }, z.array(daySchema));
