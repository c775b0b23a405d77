import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local server speaking the part of Printful's REST API the store uses: orders and the canvas product. */

type StandInOrder = {
  id: number;
  external_id: string;
  status: string;
  dashboard_url: string;
  shipments: Array<{ tracking_number: string; tracking_url: string }>;
  body: Record<string, unknown>;
};

export const STAND_IN_CANVAS_VARIANTS = [
  { id: 823, size: '12″×12″' },
  { id: 824, size: '16″×16″' },
  { id: 825, size: '24″×24″' },
  { id: 826, size: '36″×36″' },
  { id: 5, size: '8″×10″' },
  { id: 6, size: '16″×20″' },
  { id: 7, size: '24″×30″' },
  { id: 16, size: '12″×18″' },
  { id: 17, size: '20″×30″' },
  { id: 18, size: '24″×36″' },
];

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>) : {};
}

export async function startPrintfulStandIn() {
  const orders = new Map<number, StandInOrder>();
  let nextId = 1000;
  let failuresLeft = 0;
  const created: Array<Record<string, unknown>> = [];

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (request.headers.authorization !== 'Bearer pf-test-key') return send(401, { code: 401, error: { message: 'Unauthorized' } });
    if (request.method === 'POST' && url.pathname === '/orders') {
      const body = await readJson(request);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return send(500, { code: 500, error: { message: 'Printful is having a moment' } });
      }
      if ([...orders.values()].some((order) => order.external_id === body.external_id))
        return send(400, { code: 400, error: { message: 'Order with this external ID already exists' } });
      const id = nextId++;
      const order: StandInOrder = {
        id,
        external_id: String(body.external_id),
        status: 'pending',
        dashboard_url: `https://www.printful.com/dashboard?order_id=${id}`,
        shipments: [],
        body,
      };
      orders.set(id, order);
      created.push(body);
      return send(200, { code: 200, result: order });
    }
    const byExternal = /^\/orders\/@(.+)$/.exec(url.pathname);
    if (request.method === 'GET' && byExternal) {
      const order = [...orders.values()].find((candidate) => candidate.external_id === decodeURIComponent(byExternal[1]!));
      return order ? send(200, { code: 200, result: order }) : send(404, { code: 404, error: { message: 'Not found' } });
    }
    const byId = /^\/orders\/(\d+)$/.exec(url.pathname);
    if (request.method === 'GET' && byId) {
      const order = orders.get(Number(byId[1]));
      return order ? send(200, { code: 200, result: order }) : send(404, { code: 404, error: { message: 'Not found' } });
    }
    if (request.method === 'GET' && url.pathname === '/products/3')
      return send(200, { code: 200, result: { product: { id: 3, title: 'Canvas (in)' }, variants: STAND_IN_CANVAS_VARIANTS } });
    return send(404, { code: 404, error: { message: 'Not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    created,
    failNext(count: number) {
      failuresLeft = count;
    },
    ship(externalId: string, trackingNumber: string) {
      const order = [...orders.values()].find((candidate) => candidate.external_id === externalId)!;
      order.shipments.push({ tracking_number: trackingNumber, tracking_url: `https://track.example/${trackingNumber}` });
      order.status = 'fulfilled';
      return order;
    },
    setStatus(externalId: string, status: string) {
      const order = [...orders.values()].find((candidate) => candidate.external_id === externalId)!;
      order.status = status;
      return order;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
