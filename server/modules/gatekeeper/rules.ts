import { judgeScan, type CompiledRules, type RuleBook } from '../../../src/domain/gatekeeper/rules/index.ts';
import type { Db } from '../../db/connect.ts';
import { currentRules as current, rulesOfVersion } from '../gatekeeper-rules/gatekeeper-rules.service.ts';

export type { CompiledRules };
export const judge = judgeScan;
export { rulesOfVersion };

/** The rules scans are judged by now (compiled once per version by the rules module). */
export const currentRules = async (db: Db): Promise<CompiledRules> => (await current(db)).rules;
export const currentBook = async (db: Db): Promise<{ version: string; book: RuleBook }> => current(db);
