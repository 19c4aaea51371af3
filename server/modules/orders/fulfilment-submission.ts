/** What a retry sends to the fulfilment: the order as it stands now, its address and its items. */
export interface Submission {
  orderId: string;
  custId: number;
  shipmentId: number;
  awbNo: string;
  shippingName: string;
  addressLine1: string;
  addressLine2: string;
  shippingAddress: string;
  shippingCountry: string;
  areaId: number | null;
  deliveryType: string;
  paymentMode: string;
  paymentStatus: number | null;
  transactionAmount: number;
  items: { upc: string; pId: number; quantity: number; hsCode: string; itemCode: string; remarks: string }[];
}

/** The fulfilment's answer: accepted, or refused with the failure remark the order keeps. */
export interface SubmissionResult {
  accepted: boolean;
  remarks: string;
}

/** A fulfilment: the configured link (WMS_URL) or the local stand-in. */
export interface Fulfilment {
  /** Recorded on each attempt: 'WMS' or 'STAND-IN'. */
  name: string;
  submit: (submission: Submission, idempotencyKey: string) => Promise<SubmissionResult>;
}
