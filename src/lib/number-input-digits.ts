import { latinDigits } from '../domain/digits.ts';

/** `text` in the characters a number input takes: ASCII digits and '.' for the Arabic decimal separator. */
export const numberInputText = (text: string): string => latinDigits(text).replace(/\u066b/g, '.');

/**
 * Makes the page's number inputs read an Arabic keyboard's numerals. macOS's Arabic layout and a
 * phone's Arabic keyboard type Arabic-Indic digits (١٢٫٥); Chromium's number input drops them as
 * they are typed, so nothing appeared. Each such insertion is replaced by its ASCII form, inserted
 * as typing inserts (one input event, the undo history kept). Where the browser cannot insert text
 * on its own behalf, typing stays as the browser has it. Answers the uninstall.
 */
export function foldNumeralsInNumberInputs(doc: Document = document): () => void {
  const onBeforeInput = (event: InputEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || target.type !== 'number') return;
    if (event.inputType !== 'insertText' || !event.data) return;
    const text = numberInputText(event.data);
    if (text === event.data || !doc.queryCommandSupported?.('insertText')) return;
    event.preventDefault();
    doc.execCommand('insertText', false, text);
  };
  doc.addEventListener('beforeinput', onBeforeInput, true);
  return () => doc.removeEventListener('beforeinput', onBeforeInput, true);
}
