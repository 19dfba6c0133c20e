import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create();
await db.listen('x', () => console.log('heard'));
await db.query("select pg_notify('x','')");
const t = Date.now();
await db.close();
console.log('closed in', Date.now() - t);
