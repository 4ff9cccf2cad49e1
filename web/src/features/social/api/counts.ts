/**
 * A count after taking back one's own like, save, follow or comment. Deletes answer 204, so
 * the screen lowers the count it shows by the one it took back (if it was there).
 */
export const takenBack = (count: number, wasOn: boolean) => Math.max(0, count - (wasOn ? 1 : 0));
