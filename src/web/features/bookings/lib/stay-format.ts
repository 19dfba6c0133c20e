/** Stay dates, nights and parties for people live in src/shared: the server's mail writes them too. */
export { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
