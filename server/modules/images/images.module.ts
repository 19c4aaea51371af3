import { imagesWords } from '../../../src/domain/images/words.ts';
import type { ServerModule } from '../server-module.ts';
import imagesRoutes from './images.routes.ts';

/** The image store: pictures kept in a storage by content key, with thumbnails; product images reference them by id. */
export const imagesModule: ServerModule = {
  name: 'images',
  routes: imagesRoutes,
  words: [imagesWords],
};
