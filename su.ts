import { newGuest } from '#tests/support/accounts.ts';
import { signUpOver } from '#tests/support/server-process.ts';
console.log(await signUpOver(process.argv[2], newGuest({ name: 'Prof Guest' })));
