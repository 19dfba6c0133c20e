import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import * as z from 'zod/mini';
import { inReaderLanguage } from '#shared/localized-text.ts';
import {
  type AdminSuite,
  adminSuiteListSchema,
  adminSuiteSchema,
  type SuiteFields,
} from '#shared/suite-admin.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** What the server takes as a suite photo (it checks the bytes again and re-encodes them). */
export const SUITE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/**
 * A suite's name as this build's staff read it: its Bengali name on the Bengali pages when it
 * has one, else the English (decision 049).
 */
export const staffSuiteName = (suite: Pick<AdminSuite, 'name' | 'nameBn'>) =>
  inReaderLanguage(suite.name, suite.nameBn);

/** Staff-only data, under ['admin'] so signing out forgets it (src/web/lib/current-user.ts). */
export const adminSuitesKey = [...queryKeys.admin, 'suites'] as const;
const adminSuiteListKey = [...adminSuitesKey, 'list'] as const;
const adminSuiteKey = (id: string) => [...adminSuitesKey, 'one', id] as const;

/**
 * What guests see of the suites: the list (get-suites.ts) and, in the bookings feature, the
 * search results and the price of a draft. Keyed by name here, as a feature never imports
 * another (get-availability.ts and get-quote.ts own these keys).
 */
const guestFacingKeys = [queryKeys.suites, queryKeys.availability, queryKeys.quote] as const;

/** Reads again what guests see: after a change of a suite, its prices or its nights. */
export function refreshGuestViews(queryClient: QueryClient) {
  return Promise.all(
    guestFacingKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

function adminSuitesQueryOptions() {
  return queryOptions({
    queryKey: adminSuiteListKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/suites', { schema: adminSuiteListSchema, signal }),
  });
}

/** Every suite, archived ones included, active first (admins only). */
export function useAdminSuites() {
  return useQuery(adminSuitesQueryOptions());
}

function adminSuiteQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminSuiteKey(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/suites/${encodeURIComponent(id)}`, {
        schema: adminSuiteSchema,
        signal,
      }),
  });
}

/** One suite with its gallery, as staff see it. */
export function useAdminSuite(id: string) {
  return useQuery(adminSuiteQueryOptions(id));
}

/**
 * After a change the server answered with the suite: its copy goes in place at once, in its
 * place in the staff list too (a row that moved under the pointer would lose the keyboard's
 * focus; the list is marked stale, so it is read again, in the server's order, when next opened).
 * What guests see is read again at once, so the site shows the change straight away.
 */
function refreshAfter(
  queryClient: QueryClient,
  change: { saved: AdminSuite } | { deleted: string },
) {
  if ('saved' in change) {
    const { saved } = change;
    queryClient.setQueryData(adminSuiteKey(saved.id), saved);
    queryClient.setQueryData<AdminSuite[]>(adminSuiteListKey, (list) =>
      list?.map((suite) => (suite.id === saved.id ? saved : suite)),
    );
  } else {
    queryClient.removeQueries({ queryKey: adminSuiteKey(change.deleted) });
    queryClient.setQueryData<AdminSuite[]>(adminSuiteListKey, (list) =>
      list?.filter((suite) => suite.id !== change.deleted),
    );
  }
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminSuitesKey, refetchType: 'none' }),
    refreshGuestViews(queryClient),
  ]);
}

/** The form's fields under the names the server reads, and the photo if one was chosen. */
function suiteFormData(fields: SuiteFields, photo: File | undefined): FormData {
  const body = new FormData();
  body.append('name', fields.name);
  // Empty: no Bengali (the Bengali pages show the English); sent always, so editing clears it.
  body.append('nameBn', fields.nameBn ?? '');
  body.append('price', String(fields.price));
  // Empty: no weekend price (editing clears it).
  body.append('weekendPrice', fields.weekendPrice === null ? '' : String(fields.weekendPrice));
  body.append('square', String(fields.square));
  body.append('address', fields.address);
  body.append('description', fields.description);
  body.append('descriptionBn', fields.descriptionBn ?? '');
  body.append('bed', fields.bed);
  body.append('guest', String(fields.guest));
  body.append('rating', String(fields.rating));
  // The pricing by guests: an empty base occupancy is none (all the suite sleeps).
  if (fields.baseOccupancy !== undefined) {
    body.append('baseOccupancy', fields.baseOccupancy === null ? '' : String(fields.baseOccupancy));
  }
  for (const name of ['extraAdultPerNight', 'extraChildPerNight'] as const) {
    const price = fields[name];
    if (price !== undefined) body.append(name, String(price));
  }
  // The file last: the server has read every field by the time the bytes arrive.
  if (photo) body.append('photo', photo);
  return body;
}

const suiteUrl = (id: string) => `/api/suites/${encodeURIComponent(id)}` as const;

export function useCreateSuite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, photo }: { fields: SuiteFields; photo: File }) =>
      apiRequest('/api/suites', {
        method: 'POST',
        body: suiteFormData(fields, photo),
        schema: adminSuiteSchema,
      }),
    onSuccess: (saved) => refreshAfter(queryClient, { saved }),
  });
}

/** Saves the form; a photo, when given, replaces the cover (the gallery's first photo). */
export function useUpdateSuite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields, photo }: { id: string; fields: SuiteFields; photo?: File }) =>
      apiRequest(suiteUrl(id), {
        method: 'PATCH',
        body: suiteFormData(fields, photo),
        schema: adminSuiteSchema,
      }),
    onSuccess: (saved) => refreshAfter(queryClient, { saved }),
  });
}

/** Archives a suite (gone from search and the home gallery, its bookings kept) or restores it. */
export function useSetSuiteArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      apiRequest(`${suiteUrl(id)}/${archived ? 'archive' : 'restore'}`, {
        method: 'POST',
        schema: adminSuiteSchema,
      }),
    onSuccess: (saved) => refreshAfter(queryClient, { saved }),
  });
}

/** Deletes a suite that never had a booking (the server answers 409 for one that had). */
export function useDeleteSuite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(suiteUrl(id), { method: 'DELETE', schema: z.null() }),
    onSuccess: (_nothing, deleted) => refreshAfter(queryClient, { deleted }),
  });
}

export function useAddSuitePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, photo }: { id: string; photo: File }) => {
      const body = new FormData();
      body.append('photo', photo);
      return apiRequest(`${suiteUrl(id)}/photos`, {
        method: 'POST',
        body,
        schema: adminSuiteSchema,
      });
    },
    onSuccess: (saved) => refreshAfter(queryClient, { saved }),
  });
}

/** Puts the gallery in a new order: every photo's id, the cover first. */
export function useReorderSuitePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, photoIds }: { id: string; photoIds: string[] }) =>
      apiRequest(`${suiteUrl(id)}/photos/order`, {
        method: 'PUT',
        body: { photoIds },
        schema: adminSuiteSchema,
      }),
    onSuccess: (saved) => refreshAfter(queryClient, { saved }),
  });
}

/** Removes one photo (the server refuses to remove the last one). */
export function useRemoveSuitePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, photoId }: { id: string; photoId: string }) =>
      apiRequest(`${suiteUrl(id)}/photos/${encodeURIComponent(photoId)}`, {
        method: 'DELETE',
        schema: adminSuiteSchema,
      }),
    onSuccess: (saved) => refreshAfter(queryClient, { saved }),
  });
}
