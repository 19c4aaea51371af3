import { latinDigits } from '../../domain/digits.ts';
import { PALLET_NO_PATTERN } from '../../domain/gatekeeper/constants.ts';

/**
 * Keeps the characters a pallet number may hold (spec 002 §5), Arabic keyboards' digits as ASCII
 * ones; `refused` says whether any were dropped.
 */
export function cleanPalletInput(typed: string): { value: string; refused: boolean } {
  const digits = latinDigits(typed);
  const value = digits.replace(/[^A-Za-z0-9/-]/g, '');
  return { value, refused: value !== digits };
}

export const isPalletNo = (text: string): boolean => PALLET_NO_PATTERN.test(text);

/** The pallet the device is on, kept for a reload (the app may restart offline mid-pallet). */
const CURRENT_KEY = 'gatekeeper.currentPallet';
export const currentPallet = {
  get: (): string | null => sessionStorage.getItem(CURRENT_KEY),
  set: (palletNo: string | null) => (palletNo ? sessionStorage.setItem(CURRENT_KEY, palletNo) : sessionStorage.removeItem(CURRENT_KEY)),
};

/** A code inside translated text keeps left-to-right order in Arabic (Unicode isolate LRI … PDI). */
export const ltr = (code: string): string => `\u2066${code}\u2069`;
