// First: zod's locale and settings, before any schema is built.
import './domain/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './app/boot.tsx';
import { registerServiceWorker } from './app/register-service-worker.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);

registerServiceWorker();
