/** Who performs a write: stored as created/scanned/closed by and name. */
export interface Actor {
  userId: number | null;
  name: string;
}
