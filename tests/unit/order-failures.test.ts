import { describe, expect, it } from 'vitest';
import { hsCodeResultIsSuccess } from '../../src/domain/orders/constants.ts';
import { legacyOrderAddressUrl } from '../../src/lib/legacy-admin.ts';
import { standInDecision } from '../../server/modules/orders/fulfilment-stand-in.ts';
import type { Submission } from '../../server/modules/orders/fulfilment-submission.ts';

describe('the HS code result (spec 001 §2)', () => {
  it("shows status 1, and status 0 starting 'ALERT/', as success; any other status 0 as an error", () => {
    expect(hsCodeResultIsSuccess({ status: 1, message: 'HS code updated successfully' })).toBe(true);
    expect(hsCodeResultIsSuccess({ status: 0, message: 'ALERT/HS code updated; 2 other …' })).toBe(true);
    expect(hsCodeResultIsSuccess({ status: 0, message: 'Stock item 4 is no longer in the catalogue' })).toBe(false);
    expect(hsCodeResultIsSuccess({ status: 0, message: 'alert/lower case is not the prefix' })).toBe(false);
  });
});

describe('the legacy address page', () => {
  it('is addressed by shipment id, order id and AWB number beside the legacy base, or null without one', () => {
    const url = legacyOrderAddressUrl('https://legacy.example.com/admin/Default.aspx', {
      shipmentId: 5,
      orderId: 'ORD 1&2',
      awbNo: 'AWB9',
    });
    expect(url).toBe('https://legacy.example.com/admin/order/change-address?shipmentId=5&orderId=ORD+1%262&awbNo=AWB9');
    expect(legacyOrderAddressUrl(null, { shipmentId: 5, orderId: 'O', awbNo: '' })).toBeNull();
  });
});

describe('the fulfilment stand-in', () => {
  const order: Submission = {
    orderId: 'O1',
    custId: 1,
    shipmentId: 1,
    awbNo: 'A',
    shippingName: 'Sara',
    addressLine1: 'Villa 1',
    addressLine2: '',
    shippingAddress: 'Villa 1, Marina',
    shippingCountry: 'UAE',
    areaId: 3,
    deliveryType: 'EXPRESS',
    paymentMode: 'CARD',
    paymentStatus: 1,
    transactionAmount: 10,
    items: [{ upc: 'U1', pId: 1, quantity: 1, hsCode: '640411', itemCode: 'I', remarks: '' }],
  };
  const item = order.items[0]!;

  it('refuses for the first reason it finds, in order, and accepts a fixed order', () => {
    expect(standInDecision(order)).toEqual({ accepted: true, remarks: '' });
    expect(standInDecision({ ...order, items: [{ ...item, remarks: 'INVENTORY_NOT_AVAILABLE', hsCode: '' }] }).remarks).toBe(
      'INVENTORY_NOT_AVAILABLE',
    );
    expect(standInDecision({ ...order, items: [] }).remarks).toBe('INVENTORY_NOT_AVAILABLE');
    expect(standInDecision({ ...order, items: [{ ...item, hsCode: '' }], areaId: null }).remarks).toBe('HS_CODE_MISSING');
    expect(standInDecision({ ...order, areaId: null }).remarks).toBe('ADDRESS_INCOMPLETE');
    expect(standInDecision({ ...order, addressLine1: '' }).remarks).toBe('ADDRESS_INCOMPLETE');
    expect(standInDecision({ ...order, paymentStatus: 2 }).remarks).toBe('PAYMENT_FAILED');
    expect(standInDecision({ ...order, paymentStatus: null }).accepted).toBe(true);
  });
});
