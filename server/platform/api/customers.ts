import type { PlatformClient } from '../platform-client.ts';
import type { Customer } from '../types/customer.ts';
import type { PageData, PageLink } from '../types/page-data.ts';

/** Customers (contract 4.3). */
export const customersApi = {
  getCustomer(client: PlatformClient, customerId: string): Promise<Customer> {
    return client.get<Customer>(`/api/customer/${encodeURIComponent(customerId)}`);
  },

  getCustomers(client: PlatformClient, link: PageLink): Promise<PageData<Customer>> {
    return client.get<PageData<Customer>>('/api/customers', { query: { ...link } });
  },
};
