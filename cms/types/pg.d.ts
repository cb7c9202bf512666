// The parts of node-postgres (pg, which ships no types) that the CMS's own code calls: a session of
// its own for the start lock, the tests' throwaway databases and counts. Strapi reaches pg through knex.
declare module 'pg' {
  export interface ClientConfig {
    connectionString?: string;
    host?: string;
    port?: number;
    user?: string;
    password?: string;
    database?: string;
    ssl?: unknown;
    statement_timeout?: number;
    query_timeout?: number;
    [option: string]: unknown;
  }

  export interface QueryResult<Row> {
    rows: Row[];
    rowCount: number | null;
  }

  export class Client {
    constructor(config?: ClientConfig | string);
    connect(): Promise<void>;
    query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<QueryResult<Row>>;
    end(): Promise<void>;
  }
}
