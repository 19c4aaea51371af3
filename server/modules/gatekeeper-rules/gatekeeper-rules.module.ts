import { ruleWords } from '../../../src/domain/gatekeeper/rules/words.ts';
import { seedGatekeeperRules } from '../../seed/gatekeeper-rules.ts';
import type { ServerModule } from '../server-module.ts';
import gatekeeperRulesRoutes from './gatekeeper-rules.routes.ts';
import { ruleSetEntity } from './gatekeeper-rules.service.ts';

/** Gate Keeper Rules: the rule sets scans are judged by. */
export const gatekeeperRulesModule: ServerModule = {
  name: 'gatekeeper-rules',
  routes: gatekeeperRulesRoutes,
  seedSteps: [{ key: 'seeded-gatekeeper-rules', run: seedGatekeeperRules }],
  entities: [ruleSetEntity],
  words: [ruleWords],
};
