/** The PID filter as typed: nothing, or a whole number. */
export const isPidText = (text: string) => !text.trim() || /^\d{1,10}$/.test(text.trim());

/** The PID filter on the wire: -1 (any) when nothing is typed (spec 001 §5). */
export const pidOnWire = (text: string) => (text.trim() ? Number(text.trim()) : -1);
