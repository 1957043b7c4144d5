/**
 * Metrics of a cluster: whichever process a scrape reaches asks the primary, which gathers every
 * process's figures (prom-client's AggregatorRegistry) and answers with their sum, so a counter
 * never goes backwards as the scrapes reach different processes.
 */
import cluster from 'node:cluster';
import client from 'prom-client';

const REQUEST = 'shop:metrics-request';
const ANSWER = 'shop:metrics-answer';

interface MetricsMessage {
  type?: string;
  id?: number;
  text?: string;
  error?: string;
}

/** In the primary: answers each process's request with the whole cluster's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, message: MetricsMessage) => {
    if (message?.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: unknown) => worker.send({ type: ANSWER, id: message.id, error: String(error) }),
    );
  });
}

/**
 * In a cluster's process: the registries the primary gathers, and a reader of the whole
 * cluster's metrics for GET /metrics.
 */
export interface ClusterMetrics {
  share(registry: client.Registry): void;
  read(): Promise<string>;
}

export function readClusterMetrics(): ClusterMetrics {
  const waiting = new Map<number, (message: MetricsMessage) => void>();
  let nextId = 0;
  process.on('message', (message: MetricsMessage) => {
    if (message?.type !== ANSWER || message.id === undefined) return;
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  return {
    share(registry) {
      client.AggregatorRegistry.setRegistries([registry]);
      // prom-client answers the primary's requests only once a process has made an aggregator.
      new client.AggregatorRegistry();
    },
    read: () =>
      new Promise<string>((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error('the cluster primary did not answer with metrics'));
        }, 10_000);
        waiting.set(id, (message) => {
          clearTimeout(timer);
          if (message.text !== undefined) resolve(message.text);
          else reject(new Error(message.error ?? 'no metrics'));
        });
        process.send!({ type: REQUEST, id });
      }),
  };
}
