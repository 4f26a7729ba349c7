import { createServer, isIP } from 'node:net';

/**
 * The network a request comes from: an IPv4 /24 (`203.0.113.0/24`) or an IPv6 /48, so visitors
 * of one office or provider count as one (review bursts, helpful votes); null if not an address.
 */
export function networkOf(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped?.[1] ?? ip;
  const version = isIP(address);
  if (version === 4) {
    const [a, b, c] = address.split('.');
    return `${a}.${b}.${c}.0/24`;
  }
  if (version === 6) return `${expandIpv6(address).slice(0, 3).join(':')}::/48`;
  return null;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::', 2);
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** A TCP port on 127.0.0.1 that was free a moment ago (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
