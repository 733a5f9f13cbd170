/** Telemetry REST shapes (contract 5). */

export type Aggregation = 'NONE' | 'AVG' | 'MIN' | 'MAX' | 'SUM' | 'COUNT';

/** `GET .../values/timeseries` answer: key → points (values are strings unless strict types were asked for). */
export type TimeseriesData = Record<string, { ts: number; value: string | number | boolean | null }[]>;

export interface TimeseriesQuery {
  keys: string[];
  startTs: number;
  endTs: number;
  interval: number;
  agg: Aggregation;
  limit: number;
  orderBy?: 'ASC' | 'DESC';
}

export type AttributeScope = 'SERVER_SCOPE' | 'SHARED_SCOPE' | 'CLIENT_SCOPE';

export interface AttributeValue {
  lastUpdateTs: number;
  key: string;
  value: unknown;
}

/** The server-side RPC request body (contract 8). */
export interface RpcRequest {
  method: string;
  params: unknown;
  timeout?: number;
  persistent?: boolean;
}
