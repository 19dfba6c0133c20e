import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFeed } from './feed-fetch.ts';

let server: Server;
let port: number;
const reached: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    reached.push(`${request.socket.localAddress} ${request.url}`);
    if (request.url === '/hop') {
      response.writeHead(302, { location: `http://127.0.0.2:${port}/inside` }).end();
    } else if (request.url === '/named-hop') {
      response.writeHead(301, { location: `http://localhost:${port}/inside` }).end();
    } else {
      response.writeHead(200).end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Only 127.0.0.1 counts as allowed here: it plays the public internet. */
const onlyFirst = { allowAddress: (address: string) => address === '127.0.0.1' };

describe('fetching a feed', () => {
  it('re-checks every redirect: a hop to a refused address is never requested', async () => {
    await expect(fetchFeed(`http://127.0.0.1:${port}/hop`, onlyFirst)).rejects.toThrow(
      '127.0.0.2 is not a public address',
    );
    expect(reached).not.toContain(`127.0.0.2 /inside`);
  });

  it('checks the addresses a name resolves to when connecting', async () => {
    // localhost resolves to 127.0.0.1 (allowed here) or ::1 (not): only the allowed one is used.
    await expect(fetchFeed(`http://localhost:${port}/ok`, onlyFirst)).resolves.toContain(
      'BEGIN:VCALENDAR',
    );
    await expect(
      fetchFeed(`http://localhost:${port}/ok`, { allowAddress: () => false }),
    ).rejects.toThrow('localhost is not a public address');
  });
});
