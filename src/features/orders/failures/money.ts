import { CURRENCY } from '../../../domain/orders/constants.ts';

/** An amount as the screen shows it (spec 001 §1: currency AED), two decimals, digits left to right. */
export const formatAed = (amount: number): string => `${CURRENCY} ${amount.toFixed(2)}`;
