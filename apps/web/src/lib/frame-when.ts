/**
 * Calls `then` in the first animation frame where `isReady()` holds, or in the frame after `ms`
 * have passed without it (`then(false)`). What a change renders may take a few frames on a busy
 * device: the wait is by time, not by a count of frames, which such a device draws few of.
 */
export function frameWhen(isReady: () => boolean, ms: number, then: (ready: boolean) => void) {
  const deadline = performance.now() + ms;
  const attempt = () => {
    const ready = isReady();
    if (ready || performance.now() >= deadline) then(ready);
    else requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
