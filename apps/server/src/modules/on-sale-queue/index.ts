/** The on-sale queue (issue 34, decision 104). */
export { advanceQueues } from './queue-store.ts';
export { createQueueService, type QueueService } from './queue-service.ts';
export { createQueueTokensFromSettings } from './queue-tokens.ts';
export { queueRoutes } from './queue-routes.ts';
export { queueAdminRoutes } from './queue-admin-routes.ts';
