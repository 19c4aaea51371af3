import { z } from 'zod/mini';
import { ACTIVATION_PATHS } from '../../../domain/activation/paths.ts';
import { brandOptionSchema, daySchema, encoderSchema } from '../../../domain/activation/queues.ts';
import { request } from '../../../lib/api-client.ts';

/** The filter panel's lists: brands, encoders (designation 51 and 14) and days. */
export const getQueueBrands = (signal?: AbortSignal) =>
  request({ method: 'GET', url: ACTIVATION_PATHS.brands, signal }, z.array(brandOptionSchema));
export const getEncoders = (signal?: AbortSignal) =>
  request({ method: 'GET', url: ACTIVATION_PATHS.encoders, signal }, z.array(encoderSchema));
export const getQueueDays = (signal?: AbortSignal) => request({ method: 'GET', url: ACTIVATION_PATHS.days, signal }, z.array(daySchema));
