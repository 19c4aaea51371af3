import i18next from 'i18next';
import type { Socket } from 'socket.io-client';
import { create } from 'zustand';
import { apiConfig } from './api-config.ts';
import { whenIdle } from './when-idle.ts';

export type SocketStatus = 'off' | 'connecting' | 'connected' | 'disconnected';

interface SocketState {
  status: SocketStatus;
  /** Why the last attempt failed, for the status tooltip. */
  lastError: string | null;
}

/** Connection state of the realtime socket, shown unobtrusively by the shell. */
export const useSocketStatus = create<SocketState>()(() => ({ status: 'off', lastError: null }));

let socket: Socket | null = null;

/**
 * The browser is back online: a socket waiting out its reconnection delay (up to 10 s after a few
 * failures) tries at once, so rooms are joined again and answer their counts within a second.
 */
function reconnectNow(): void {
  if (!socket || socket.connected) return;
  socket.disconnect();
  socket.connect();
}
// Bumped by every disconnect: a connection whose library arrives after it is not opened.
let generation = 0;
const listeners = new Map<string, Set<(...args: unknown[]) => void>>();

/**
 * Opens the realtime connection with the session token (DESIGN.md §6): websocket first, then
 * long polling; after a connection error the next attempts start with polling, which passes the
 * proxies and captive Wi-Fi portals that break websockets. The client library loads here, once the
 * page is idle: a first screen neither waits for it nor shares the main thread with it.
 */
export function connectSocket(token: string): void {
  disconnectSocket();
  const mine = generation;
  useSocketStatus.setState({ status: 'connecting', lastError: null });
  whenIdle()
    .then(() => import('socket.io-client'))
    .then(({ io }) => {
      if (mine !== generation) return;
      const s = io(apiConfig.origin || undefined, {
        path: '/socket.io',
        // A function, so a reconnection sends the language chosen since.
        auth: (send: (data: object) => void) => send({ token, lang: i18next.language }),
        transports: ['websocket', 'polling'],
        reconnectionDelayMax: 10_000,
      });
      socket = s;
      window.addEventListener('online', reconnectNow);
      s.on('connect', () => useSocketStatus.setState({ status: 'connected', lastError: null }));
      s.on('disconnect', () => useSocketStatus.setState({ status: 'disconnected' }));
      s.on('connect_error', (error: Error) => {
        s.io.opts.transports = ['polling', 'websocket'];
        useSocketStatus.setState({ status: 'disconnected', lastError: error.message });
      });
      s.onAny((event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => listener(...args)));
    })
    .catch((error: unknown) => {
      // Offline before the service worker had the code: live updates stay off until the next sign-in.
      if (mine === generation)
        useSocketStatus.setState({ status: 'disconnected', lastError: error instanceof Error ? error.message : String(error) });
    });
}

export function disconnectSocket(): void {
  generation += 1;
  window.removeEventListener('online', reconnectNow);
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  useSocketStatus.setState({ status: 'off', lastError: null });
}

/** Subscribes to a server event for as long as the app runs; answers the unsubscribe function. */
export function onSocketEvent(event: string, listener: (...args: unknown[]) => void): () => void {
  const set = listeners.get(event) ?? new Set();
  set.add(listener);
  listeners.set(event, set);
  return () => set.delete(listener);
}

/** Joins or leaves a room the server offers (pallet, queue), e.g. emitSocket('pallet:join', 'PLT-0001'). */
export function emitSocket(event: string, ...args: unknown[]): void {
  socket?.emit(event, ...args);
}
