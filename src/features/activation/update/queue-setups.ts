import { UPDATE_PATHS } from '../../../domain/activation/update-paths.ts';
import type { QueueSetup } from '../queue/queue-setup.ts';
import { activateArabic } from './api/activate-arabic.ts';

/** The studio queue: Next and Task, no Activate. */
export const STUDIO_SETUP: QueueSetup = { kind: 'UPDATE', paths: UPDATE_PATHS };
/** The Arabic queue: Activate sets the Arabic status. */
export const ARABIC_SETUP: QueueSetup = { kind: 'AR-ACTIVATION', paths: UPDATE_PATHS, activate: activateArabic };
