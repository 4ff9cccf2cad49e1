/**
 * Times for rows that screens order by time (a list's meals, a cook's saved posts and recipes,
 * followers): strictly increasing within this process, so that two made in the same
 * millisecond keep the order they were made in, where the time alone left them in no order (a
 * saved-posts test failed whenever two saves shared a millisecond). `count` times in a row are
 * reserved: a batch of meals takes one millisecond each. Across instances the clocks decide.
 */
let last = 0;

export function orderedTimes(count = 1, now: Date = new Date()): Date {
  const start = Math.max(now.getTime(), last + 1);
  last = start + Math.max(count, 1) - 1;
  return new Date(start);
}
