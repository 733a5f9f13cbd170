import { customerByTitle, DEMO, session, type Session } from './emulator.ts';

/** What the asset tests set up on the platform directly (the demo tenant has no assets and no edges). */
export interface AssetFixtures {
  api: Session;
  profileId: string;
  customerA: string;
  customerB: string;
  /** Makes an asset of the default profile (or `profileId`); its id. */
  asset(name: string, options?: { label?: string; profileId?: string; customerId?: string }): Promise<string>;
  profile(name: string): Promise<string>;
  edge(name: string): Promise<string>;
}

export async function assetFixtures(platformUrl: string): Promise<AssetFixtures> {
  const api = await session(platformUrl, DEMO.tenant);
  const profileId = ((await api.get('/api/assetProfileInfo/default')).body as { id: { id: string } }).id.id;
  const customerA = (await customerByTitle(api, 'Customer A')).id.id as string;
  const customerB = (await customerByTitle(api, 'Customer B')).id.id as string;
  const created = (res: { status: number; text: string; body: unknown }, what: string) => {
    if (res.status !== 200) throw new Error(`${what}: ${res.status} ${res.text}`);
    return (res.body as { id: { id: string } }).id.id;
  };
  return {
    api,
    profileId,
    customerA,
    customerB,
    async asset(name, options = {}) {
      const body = { name, label: options.label ?? null, assetProfileId: { entityType: 'ASSET_PROFILE', id: options.profileId ?? profileId } };
      const id = created(await api.post('/api/asset', body), `asset ${name}`);
      if (options.customerId) created(await api.post(`/api/customer/${options.customerId}/asset/${id}`), `assign ${name}`);
      return id;
    },
    async profile(name) {
      return created(await api.post('/api/assetProfile', { name }), `asset profile ${name}`);
    },
    async edge(name) {
      return created(await api.post('/api/edge', { name, type: 'default', routingKey: `rk-${name}`, secret: `secret-${name}` }), `edge ${name}`);
    },
  };
}
