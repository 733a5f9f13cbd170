import type { FastifyRequest } from 'fastify';
import { checkGatewayName, gatewaySelection, isGateway, newGatewayDevice, type GatewayChoice, type GatewaySelection, type GatewayWish } from '../domain/pickers/gateway.ts';
import { devicesApi } from '../platform/api/devices.ts';
import { isPlatformError } from '../platform/platform-error.ts';

/** The tenant's devices are read a page of 100 at a time, ten pages at most, for their gateways. */
const PAGE_SIZE = 100;
const MAX_PAGES = 10;

/** The tenant's gateway devices by name; none for other users (a system administrator has no devices). */
export async function tenantGateways(request: FastifyRequest): Promise<GatewayChoice[]> {
  if (request.session.user?.authority !== 'TENANT_ADMIN') return [];
  const gateways: GatewayChoice[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const data = await devicesApi.getTenantDevices(request.platform, { pageSize: PAGE_SIZE, page, sortProperty: 'name', sortOrder: 'ASC' });
    gateways.push(...data.data.filter(isGateway).map((d) => ({ id: d.id.id, name: d.name })));
    if (!data.hasNext) break;
  }
  return gateways;
}

/** What the select shows: the gateways matching the typed name, and the chosen one (asked, else auto-selected). */
export async function gatewayChoices(request: FastifyRequest, want: GatewayWish): Promise<GatewaySelection> {
  return gatewaySelection(await tenantGateways(request), want);
}

export type GatewayCreation = { ok: true; gateway: GatewayChoice } | { ok: false; key: 'gateway.gateway-name-required' | 'gateway.gateway-name-exists' };

/** A confirmed 'create new': a device of that name already there is refused, else a new gateway device is saved. */
export async function createGateway(request: FastifyRequest, text: string): Promise<GatewayCreation> {
  const name = checkGatewayName(text);
  if (!name.ok) return name;
  const existing = await devicesApi.getTenantDeviceByName(request.platform, name.value).then(
    () => true,
    (err: unknown) => {
      if (isPlatformError(err, { status: 404 })) return false;
      throw err;
    },
  );
  if (existing) return { ok: false, key: 'gateway.gateway-name-exists' };
  const device = await devicesApi.saveDevice(request.platform, newGatewayDevice(name.value));
  return { ok: true, gateway: { id: device.id.id, name: device.name } };
}
