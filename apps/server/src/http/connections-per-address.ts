/**
 * A cap on the open connections of one client address (MAX_CONNECTIONS_PER_ADDRESS): a client
 * that opens connection after connection (slow sockets, a reconnecting loop) would otherwise use
 * up the process's file descriptors (`ulimit -n`) and every visitor would be refused with it.
 * Connections beyond the cap are closed the moment they are accepted, before any byte is read,
 * so they cost the server next to nothing.
 *
 * The address is the direct peer: behind a load balancer every connection comes from it, and
 * which client it carries is only known from a request's X-Forwarded-For, after the connection
 * is accepted. Connections from a proxy named in TRUST_PROXY are therefore not capped; the
 * proxy limits its own clients (decision 076). Each server process counts its own connections.
 */
import { BlockList, isIPv4, type Socket } from 'node:net';
import type { Server } from 'node:http';
import type { TrustProxy } from '../config/trust-proxy.ts';

// proxy-addr's names for well-known ranges, as TRUST_PROXY accepts them.
const namedRanges: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** The trusted proxies as a BlockList; null when none is trusted. */
function trustedProxies(trustProxy: TrustProxy): BlockList | null {
  if (trustProxy === false) return null;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const ranges = namedRanges[entry];
    if (ranges) {
      for (const [network, prefix, type] of ranges) list.addSubnet(network, prefix, type);
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** 127.0.0.1 for the IPv4-mapped '::ffff:127.0.0.1' an IPv6 socket reports. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
}

export interface ConnectionCapOptions {
  /** Open connections per address; 0 turns the cap off. */
  maxPerAddress: number;
  trustProxy: TrustProxy;
  /** Told of refused connections, at most once per address every `reportEveryMs`. */
  onRefused?: (address: string, refusedSinceReport: number) => void;
  reportEveryMs?: number;
}

export function capConnectionsPerAddress(server: Server, options: ConnectionCapOptions): void {
  if (options.maxPerAddress === 0) return;
  const proxies = trustedProxies(options.trustProxy);
  const open = new Map<string, number>();
  const refused = new Map<string, { count: number; reportedAt: number }>();
  const reportEveryMs = options.reportEveryMs ?? 60_000;

  const report = (address: string) => {
    const now = Date.now();
    const entry = refused.get(address) ?? { count: 0, reportedAt: 0 };
    entry.count += 1;
    refused.set(address, entry);
    if (now - entry.reportedAt < reportEveryMs) return;
    options.onRefused?.(address, entry.count);
    refused.set(address, { count: 0, reportedAt: now });
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ? plainAddress(socket.remoteAddress) : undefined;
    if (address === undefined) return;
    if (proxies?.check(address, isIPv4(address) ? 'ipv4' : 'ipv6')) return;
    const count = open.get(address) ?? 0;
    if (count >= options.maxPerAddress) {
      socket.destroy();
      report(address);
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      // Forget old refusal reports with the address's last connection: the map stays small.
      if (left <= 0) refused.delete(address);
    });
  });
}
