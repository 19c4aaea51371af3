import type { DeliveryMethod } from '../../domain/shipment/delivery-methods.ts';

/** Resource names of this screen's data: a save names the ones it changes (see query-keys.ts). */
export const DELIVERY_RESOURCES = { methods: 'delivery-methods', timelines: 'delivery-timelines' } as const;

/** A method as its card and dialogs name it: 'UAE · Express Delivery · Home Delivery'. */
export const methodName = (m: DeliveryMethod, typeName: string, labelName: string) =>
  `${m.inventoryCountryCode} · ${typeName} · ${labelName}`;
