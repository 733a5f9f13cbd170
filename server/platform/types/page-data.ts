/** One page of a list answer (contract: every `{pl}` list). */
export interface PageData<T> {
  data: T[];
  totalPages: number;
  totalElements: number;
  hasNext: boolean;
}

export type SortOrder = 'ASC' | 'DESC';

/** The page-link query of the platform's list calls: `?pageSize=N&page=P[&textSearch=…][&sortProperty=X&sortOrder=ASC|DESC]`. */
export interface PageLink {
  pageSize: number;
  page: number;
  textSearch?: string;
  sortProperty?: string;
  sortOrder?: SortOrder;
}
