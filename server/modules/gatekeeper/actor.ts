// The scan path files name the actor through this file; it is the one shared type.
export type { Actor } from '../../shared/actor.ts';
