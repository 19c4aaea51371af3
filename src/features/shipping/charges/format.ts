/** How Shipping Charge Settings shows and takes times (spec 002 §2): created dates and the schedule picker. */
export const SHIPPING_DATE_TIME_FORMAT = 'DD/MM/YYYY hh:mm A';
