/**
 * The words zod gives a check that names none of its own (a parameter's length, a field of the
 * wrong type), in the language of the moment (decision 049): a Bengali request's refusal names
 * its fields in Bengali too. The site's own checks carry their own messages (src/shared).
 */
import * as z from 'zod';
import { bn, en } from 'zod/locales';
import { localeNow } from '#shared/messages.ts';

const english = en().localeError;
const bengali = bn().localeError;

z.config({
  localeError: (issue) => (localeNow() === 'bn' ? bengali(issue) : english(issue)),
});
