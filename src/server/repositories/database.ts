/**
 * The database as the layers above the repositories see it: a handle to pass down, never tables
 * to query (services and routes reach `#server/db` only through here; docs/ARCHITECTURE.md).
 */
export type { Database, DatabaseHandle } from '#server/db/client.ts';
