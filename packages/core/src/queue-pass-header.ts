/**
 * The header a browser sends its on-sale queue pass in with every cart and order call (decision
 * 104). Alone in its module, without zod, since the shell's API client reads it (decision 051).
 */
export const QUEUE_PASS_HEADER = 'x-queue-pass';
