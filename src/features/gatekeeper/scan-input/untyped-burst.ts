/**
 * A scanner's burst kept out of a quiet scan field (SCAN_QUIET, use-scan-input.ts): its keys are
 * not typed while it may still be a scan. Typing costs Chromium a forced layout per key (about 10 ms
 * a key at a handheld's speed, more than the scan's IndexedDB write), and a field redrawn at ENTER
 * leaves a frame pending, behind which Chromium holds the write's answer until it is drawn. Keys
 * that turn out not to be a scan (a person's) are put back where they would have typed, and the
 * field's listeners hear of it as typing: a person's character shows up to SCAN_TIMING.maxGapMs late.
 */
export interface UntypedBurst {
  /**
   * Keeps `key` out of `field`. `before`, the burst's characters before it, come out of the field
   * if they are there (put back by a pause the burst then outlasted, as keys of a busy page may).
   */
  take: (field: HTMLInputElement, key: string, before: string) => void;
  /** The burst was a scan: what it kept out stays out. */
  drop: () => void;
  /** The burst was no scan: its characters go into its field at the caret. */
  putBack: () => void;
  /** The `input` event of a put-back (typing, for the field's listeners; not a scanner's text). */
  isPutBack: (event: Event) => boolean;
}

export function createUntypedBurst(): UntypedBurst {
  let held: { field: HTMLInputElement; chars: string } | null = null;
  const putBacks = new WeakSet<Event>();

  const putBack = () => {
    if (!held) return;
    const { field, chars } = held;
    held = null;
    if (!field.isConnected || !chars) return;
    const start = field.selectionStart ?? field.value.length;
    field.setRangeText(chars, start, field.selectionEnd ?? start, 'end');
    const event = new InputEvent('input', { bubbles: true, inputType: 'insertText', data: chars });
    putBacks.add(event);
    field.dispatchEvent(event);
  };

  return {
    take(field, key, before) {
      if (held?.field !== field) {
        putBack();
        held = { field, chars: '' };
        const caret = field.selectionStart ?? field.value.length;
        if (before && caret >= before.length && field.value.slice(caret - before.length, caret) === before) {
          field.setRangeText('', caret - before.length, caret, 'end');
          held.chars = before;
        }
      }
      held.chars += key;
    },
    drop: () => void (held = null),
    putBack,
    isPutBack: (event) => putBacks.has(event),
  };
}
