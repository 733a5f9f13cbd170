// The gallery's navigation tree: the tenant's customers and, under each, its assets and devices, read from the
// platform; the tree's operations change a sample kept in the session on top of them, so that trying the part in
// the gallery destroys no real entity.
import type { FastifyRequest } from 'fastify';
import { assetsApi } from '../platform/api/assets.ts';
import { customersApi } from '../platform/api/customers.ts';
import { devicesApi } from '../platform/api/devices.ts';
import { NavTreeRefusal, type NavNode, type NavNodeOperations, type NavNodeSource } from '../domain/nav-tree/nav-tree-nodes.ts';

/** What the session keeps of the sample's changes. */
export interface NavTreeSample {
  created: { id: string; parent: string | null; name: string }[];
  renamed: Record<string, string>;
  deleted: string[];
  disabled: string[];
  next: number;
}

declare module 'fastify' {
  interface Session {
    /** The gallery's navigation tree sample: its changes over the tenant's customers, assets and devices. */
    navTreeSample?: NavTreeSample;
  }
}

/** The most nodes the sample creates; one more is refused. */
export const MAX_CREATED = 40;
const PAGE = { pageSize: 50, page: 0 } as const;

/** Customers at the root, each one's assets and devices under it (leaves). */
export function customerSource(request: FastifyRequest): NavNodeSource {
  return {
    async children(parent) {
      if (parent === null) {
        const customers = await customersApi.getCustomers(request.platform, { ...PAGE, sortProperty: 'title', sortOrder: 'ASC' });
        return customers.data.map((c) => ({ id: `customer.${c.id.id}`, name: c.title, hasChildren: true }));
      }
      if (!parent.startsWith('customer.')) return [];
      const customerId = parent.slice('customer.'.length);
      const link = { ...PAGE, sortProperty: 'name', sortOrder: 'ASC' } as const;
      const [assets, devices] = await Promise.all([
        assetsApi.getCustomerAssetInfos(request.platform, customerId, link),
        devicesApi.getCustomerDeviceInfos(request.platform, customerId, link),
      ]);
      return [
        ...assets.data.map((a) => ({ id: `asset.${a.id.id}`, name: a.name, hasChildren: false })),
        ...devices.data.map((d) => ({ id: `device.${d.id.id}`, name: d.name, hasChildren: false })),
      ];
    },
  };
}

function sampleOf(request: FastifyRequest): NavTreeSample {
  return request.session.navTreeSample ?? { created: [], renamed: {}, deleted: [], disabled: [], next: 1 };
}

/** `base` with the session's sample changes on top: created nodes added, renamed, deleted and disabled ones applied. */
export function sampleSource(request: FastifyRequest, base: NavNodeSource): NavNodeSource {
  return {
    async children(parent) {
      const sample = sampleOf(request);
      const created = sample.created.filter((c) => c.parent === parent).map((c) => ({ id: c.id, name: c.name, hasChildren: false }));
      const real = parent?.startsWith('new.') ? [] : await base.children(parent);
      const hasCreated = (id: string) => sample.created.some((c) => c.parent === id);
      return [...real, ...created]
        .filter((node) => !sample.deleted.includes(node.id))
        .map((node): NavNode => ({
          ...node,
          name: sample.renamed[node.id] ?? node.name,
          hasChildren: node.hasChildren || hasCreated(node.id),
          disabled: sample.disabled.includes(node.id),
        }));
    },
  };
}

/** The tree's operations on the session's sample. */
export function sampleOperations(request: FastifyRequest): NavNodeOperations {
  const change = (edit: (sample: NavTreeSample) => NavTreeSample) => {
    request.session.navTreeSample = edit(sampleOf(request));
  };
  return {
    async create(parent, name) {
      const sample = sampleOf(request);
      if (sample.created.length >= MAX_CREATED) throw new NavTreeRefusal('nav-tree.too-many-nodes');
      const id = `new.${sample.next}`;
      change((s) => ({ ...s, created: [...s.created, { id, parent, name }], next: s.next + 1 }));
      return id;
    },
    async rename(id, name) {
      change((s) => ({ ...s, renamed: { ...s.renamed, [id]: name } }));
    },
    async remove(id) {
      change((s) => ({ ...s, deleted: [...new Set([...s.deleted, id])], created: s.created.filter((c) => c.id !== id) }));
    },
    async setDisabled(id, disabled) {
      change((s) => ({ ...s, disabled: disabled ? [...new Set([...s.disabled, id])] : s.disabled.filter((d) => d !== id) }));
    },
  };
}
