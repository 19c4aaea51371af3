import type { ServerModule } from '../server-module.ts';
import quickPanelRoutes from './quick-panel.routes.ts';

/** The quick panel's recent activity (the activity plugin records it). */
export const activityModule: ServerModule = { name: 'activity', routes: quickPanelRoutes };
