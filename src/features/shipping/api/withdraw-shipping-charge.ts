import { z } from 'zod/mini';
import { withdrawChangePath } from '../../../domain/shipment/paths.ts';
import type { ShippingCharge } from '../../../domain/shipment/shipping-charges.ts';
import { requestReply } from '../../../lib/api-client.ts';

/**
 * Withdraws a change still waiting for its time, at the setting's revision the grid read: it never
 * applies. Refused (409) once it is in force, or when someone changed the setting since.
 */
export const withdrawShippingCharge = (change: Pick<ShippingCharge, 'id' | 'versionId' | 'revision'>) =>
  requestReply({ method: 'POST', url: withdrawChangePath(change.id, change.versionId), data: { revision: change.revision } }, z.null());
