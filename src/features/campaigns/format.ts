/** A price as the Product Listing shows it: exactly two decimals, Latin digits, no grouping (`1299.00`). */
export const formatPrice = (value: number): string => value.toFixed(2);
