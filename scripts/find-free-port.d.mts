export function findFreePort(): Promise<number>;
