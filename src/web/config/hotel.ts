/** The hotel's details live in src/shared/hotel.ts: the server's mail names them too. */
export { hotel } from '#shared/hotel.ts';
