import type { fieldWords } from './field-words.ts';
import { wordsIn } from './words.ts';

/** Messages of the field rules, `F('atMost', { max })`: their words are in field-words.ts, loaded where they are said. */
export const F = wordsIn<typeof fieldWords>('fields');
