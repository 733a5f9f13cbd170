import type { PlatformClient } from '../platform-client.ts';
import type { Customer } from '../types/customer.ts';
import type { PageData, PageLink } from '../types/page-data.ts';

const id = encodeURIComponent;

/** Customers (contract 4.3). */
export const customersApi = {
  getCustomer(client: PlatformClient, customerId: string): Promise<Customer> {
    return client.get<Customer>(`/api/customer/${id(customerId)}`);
  },

  getCustomers(client: PlatformClient, link: PageLink): Promise<PageData<Customer>> {
    return client.get<PageData<Customer>>('/api/customers', { query: { ...link } });
  },

  /** Creates (no id) or updates the customer; the answer is the saved customer. */
  saveCustomer(client: PlatformClient, customer: object): Promise<Customer> {
    return client.post<Customer>('/api/customer', { body: customer });
  },

  async deleteCustomer(client: PlatformClient, customerId: string): Promise<void> {
    await client.delete(`/api/customer/${id(customerId)}`);
  },
};
