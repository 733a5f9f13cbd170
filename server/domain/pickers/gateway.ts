/** A gateway device as the gateway select offers it. */
export interface GatewayChoice {
  id: string;
  name: string;
}

/** The type a gateway created from the select gets (widgets spec §6). */
export const GATEWAY_TYPE = 'Gateway';

/** Whether a device is a gateway: `additionalInfo.gateway` true. */
export function isGateway(device: { additionalInfo?: unknown }): boolean {
  const info = device.additionalInfo;
  return typeof info === 'object' && info !== null && (info as { gateway?: unknown }).gateway === true;
}

/** On load: the gateway named as the device is, else the first one (none without gateways). */
export function autoSelectGateway(gateways: readonly GatewayChoice[], deviceName?: string): string | undefined {
  return (gateways.find((g) => deviceName !== undefined && g.name === deviceName) ?? gateways[0])?.id;
}

/** The gateways whose names contain the text, ignoring case (the select's type-ahead). */
export function matchingGateways(gateways: readonly GatewayChoice[], text: string): GatewayChoice[] {
  const wanted = text.trim().toLowerCase();
  return gateways.filter((g) => g.name.toLowerCase().includes(wanted));
}

/** What the select is asked to show: the typed name, the gateway chosen, the device whose gateway is chosen on load. */
export interface GatewayWish {
  search: string;
  selected?: string;
  deviceName?: string;
}
export interface GatewaySelection {
  /** The gateways matching the name, the chosen one first when it does not match. */
  gateways: GatewayChoice[];
  selected?: string;
}

/**
 * The select's gateways and choice: the one asked when it is a gateway; none asked, on load (no name typed) the one
 * auto-selected.
 */
export function gatewaySelection(all: readonly GatewayChoice[], want: GatewayWish): GatewaySelection {
  const asked = want.selected !== undefined ? all.find((g) => g.id === want.selected)?.id : undefined;
  const selected = want.selected === undefined && want.search.trim() === '' ? autoSelectGateway(all, want.deviceName) : asked;
  const shown = matchingGateways(all, want.search);
  const chosen = all.filter((g) => g.id === selected && !shown.includes(g));
  return { gateways: [...chosen, ...shown], selected };
}

export type GatewayNameCheck = { ok: true; value: string } | { ok: false; key: 'gateway.gateway-name-required' };

/** The name of a gateway to create: trimmed and required. */
export function checkGatewayName(text: string): GatewayNameCheck {
  const value = text.trim();
  return value ? { ok: true, value } : { ok: false, key: 'gateway.gateway-name-required' };
}

/**
 * Enter in the select's field: the gateway the text names exactly is chosen; with no such gateway to select, the
 * typed name starts the creation (its confirmation); no text at all: the name is required.
 */
export type GatewayEnter = { kind: 'select'; id: string } | { kind: 'create'; name: string } | { kind: 'refused'; key: 'gateway.gateway-name-required' };

export function gatewayEnter(gateways: readonly GatewayChoice[], text: string): GatewayEnter {
  const name = checkGatewayName(text);
  if (!name.ok) return { kind: 'refused', key: name.key };
  const named = gateways.find((g) => g.name === name.value);
  return named ? { kind: 'select', id: named.id } : { kind: 'create', name: name.value };
}

/** The device a confirmed 'create new' saves. */
export function newGatewayDevice(name: string): { name: string; type: string; additionalInfo: { gateway: true } } {
  return { name, type: GATEWAY_TYPE, additionalInfo: { gateway: true } };
}
