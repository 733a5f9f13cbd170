import type { FastifyRequest } from 'fastify';
import { badRequest } from './api-error.ts';
import { intParam, queryParams, queryValue, requireParamConditions } from './query.ts';

export interface PageLink {
  pageSize: number;
  page: number;
  textSearch: string;
  sortProperty: string | null;
  sortOrder: 'ASC' | 'DESC';
}

export interface PageData<T> {
  data: T[];
  totalPages: number;
  totalElements: number;
  hasNext: boolean;
}

/** Paging parameters after request binding, before the controller validates them. */
export interface PageParams {
  pageSize: number;
  page: number;
  textSearch?: string;
  sortProperty?: string;
  sortOrder?: string;
  query: Map<string, string[]>;
}

export const PAGE_CONDITION = ['pageSize', 'page'];

/** Handler-mapping and binding stage: 400 when pageSize/page are absent, 500 when they are not ints. */
export function bindPageParams(request: FastifyRequest, query = queryParams(request)): PageParams {
  requireParamConditions(query, PAGE_CONDITION);
  return bindPresentPageParams(query);
}

export function bindPresentPageParams(query: Map<string, string[]>): PageParams {
  return {
    pageSize: intParam('pageSize', queryValue(query, 'pageSize') ?? ''),
    page: intParam('page', queryValue(query, 'page') ?? ''),
    textSearch: queryValue(query, 'textSearch'),
    sortProperty: queryValue(query, 'sortProperty'),
    sortOrder: queryValue(query, 'sortOrder'),
    query,
  };
}

const SORT_PROPERTY_PATTERN = /^[\p{L}0-9_-]+$/u;

/** Controller and service validation of a page link, in the platform's order. */
export function toPageLink(params: PageParams): PageLink {
  let sortProperty: string | null = null;
  let sortOrder: 'ASC' | 'DESC' = 'ASC';
  if (params.sortProperty) {
    if (!SORT_PROPERTY_PATTERN.test(params.sortProperty)) throw badRequest('Invalid sort property');
    if (params.sortOrder) {
      const upper = params.sortOrder.toUpperCase();
      if (upper !== 'ASC' && upper !== 'DESC') {
        throw badRequest(`Unsupported sort order '${params.sortOrder}'! Only 'ASC' or 'DESC' types are allowed.`);
      }
      sortOrder = upper;
    }
    sortProperty = params.sortProperty;
  }
  if (params.pageSize < 1) {
    throw badRequest(`Incorrect page link page size '${params.pageSize}'. Page size must be greater than zero.`);
  }
  if (params.page < 0) {
    throw badRequest(`Incorrect page link page '${params.page}'. Page must be positive integer.`);
  }
  return { pageSize: params.pageSize, page: params.page, textSearch: params.textSearch ?? '', sortProperty, sortOrder };
}
