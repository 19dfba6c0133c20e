import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ImageUp from 'lucide-react/icons/image-up';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { PHOTO_UPLOAD } from '#shared/constants.ts';
import { defineMessages } from '#shared/messages.ts';
import { type AdminSuite, SUITE_PHOTOS_MAX, type SuitePhoto } from '#shared/suite-admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FileField } from '#web/components/ui/form-field.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import { Message } from '#web/components/ui/message.tsx';
import {
  SUITE_PHOTO_TYPES,
  staffSuiteName,
  useAddSuitePhoto,
  useRemoveSuitePhoto,
  useReorderSuitePhotos,
} from '#web/features/suites/api/admin-suites.ts';
import {
  checkSuitePhoto,
  photoMessages,
  rethrowUploadFailure,
} from '#web/features/suites/lib/suite-photo.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  movedEarlier: {
    id: 'suitesAdmin.photos.movedEarlier',
    defaultMessage:
      'Photo {from, number} moved earlier: it is now photo {to, number}{cover, select, yes {, the cover} other {}}.',
  },
  movedLater: {
    id: 'suitesAdmin.photos.movedLater',
    defaultMessage:
      'Photo {from, number} moved later: it is now photo {to, number}{cover, select, yes {, the cover} other {}}.',
  },
  reorderFailed: {
    id: 'suitesAdmin.photos.reorderFailed',
    defaultMessage: 'The photos could not be reordered.',
  },
  listLabel: {
    id: 'suitesAdmin.photos.listLabel',
    defaultMessage: 'Photos of {suite}, the cover first',
  },
  alt: {
    id: 'suitesAdmin.photos.alt',
    defaultMessage: '{suite}, gallery {number, number} of {total, number}',
  },
  cover: { id: 'suitesAdmin.photos.cover', defaultMessage: 'Cover' },
  coverCaption: {
    id: 'suitesAdmin.photos.coverCaption',
    defaultMessage:
      '<b>Photo {number, number}</b><muted><note> · the cover guests see first</note></muted>',
  },
  caption: {
    id: 'suitesAdmin.photos.caption',
    defaultMessage: '<b>Photo {number, number}</b><muted> of {total, number}</muted>',
  },
  moveEarlierLabel: {
    id: 'suitesAdmin.photos.moveEarlierLabel',
    defaultMessage: 'Move photo {number, number} earlier',
  },
  earlier: { id: 'suitesAdmin.photos.earlier', defaultMessage: 'Earlier' },
  moveLaterLabel: {
    id: 'suitesAdmin.photos.moveLaterLabel',
    defaultMessage: 'Move photo {number, number} later',
  },
  later: { id: 'suitesAdmin.photos.later', defaultMessage: 'Later' },
  remove: { id: 'suitesAdmin.photos.remove', defaultMessage: 'Remove' },
  removeLabel: {
    id: 'suitesAdmin.photos.removeLabel',
    defaultMessage: 'Remove photo {number, number}',
  },
  removeTitle: {
    id: 'suitesAdmin.photos.removeTitle',
    defaultMessage: 'Remove photo {number, number}?',
  },
  removeCoverText: {
    id: 'suitesAdmin.photos.removeCoverText',
    defaultMessage:
      'It is the cover: photo 2 becomes the cover in its place. To show it again, upload it again.',
  },
  removeText: {
    id: 'suitesAdmin.photos.removeText',
    defaultMessage: 'It leaves the gallery at once. To show it again, upload it again.',
  },
  removeConfirm: { id: 'suitesAdmin.photos.removeConfirm', defaultMessage: 'Yes, Remove it' },
  removed: {
    id: 'suitesAdmin.photos.removed',
    defaultMessage: 'Photo {number, number} is removed.',
  },
  keepOne: {
    id: 'suitesAdmin.photos.keepOne',
    defaultMessage:
      'A suite always keeps at least one photo: add another before removing this one.',
  },
  removeDisabled: {
    id: 'suitesAdmin.photos.removeDisabled',
    defaultMessage: '<shown>Remove</shown><sr> photo 1</sr>',
  },
  added: {
    id: 'suitesAdmin.photos.added',
    defaultMessage: 'Photo {number, number} is added at the end of the gallery.',
  },
  addFailed: {
    id: 'suitesAdmin.photos.addFailed',
    defaultMessage: 'We could not add the photo. Please try again.',
  },
  addPhoto: { id: 'suitesAdmin.photos.addPhoto', defaultMessage: 'Add a photo' },
  fullHint: {
    id: 'suitesAdmin.photos.fullHint',
    defaultMessage:
      'The gallery is full: a suite holds at most {max, number} photos. Remove one to add another.',
  },
  addHint: {
    id: 'suitesAdmin.photos.addHint',
    defaultMessage:
      'JPEG, PNG, WebP or AVIF, up to {megabytes, number} MB. It goes at the end; move it where you want it. {count, number} of {max, number} photos.',
  },
  uploading: { id: 'suitesAdmin.photos.uploading', defaultMessage: 'Uploading…' },
  upload: { id: 'suitesAdmin.photos.upload', defaultMessage: 'Upload Photo' },
});

const strong = (chunks: ReactNode[]) => <span className="font-medium">{chunks}</span>;
const muted = (chunks: ReactNode[]) => <span className="text-ink-muted">{chunks}</span>;

type Direction = 'earlier' | 'later';

const moveButton =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-[2px] border border-rule px-2.5 text-xs font-medium uppercase tracking-[0.12em] text-forest transition-colors hover:border-forest hover:bg-forest hover:text-ivory disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-rule disabled:hover:bg-transparent disabled:hover:text-forest';

/** The ids in a new order: the photo at `index` swapped with its neighbour. */
function moved(photos: SuitePhoto[], index: number, direction: Direction): string[] {
  const ids = photos.map((photo) => photo.id);
  const other = direction === 'earlier' ? index - 1 : index + 1;
  const [a, b] = [ids[index], ids[other]];
  if (a === undefined || b === undefined) return ids;
  ids[index] = b;
  ids[other] = a;
  return ids;
}

/**
 * A suite's gallery, in order: the first photo is the cover guests see on cards and in search.
 * Each photo moves one place earlier or later (buttons, so the keyboard can do it), or goes
 * (asked first; the only photo cannot). A photo is added at the end, up to SUITE_PHOTOS_MAX.
 */
export function SuitePhotos({ suite }: { suite: AdminSuite }) {
  const reorder = useReorderSuitePhotos();
  const remove = useRemoveSuitePhoto();
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const listRef = useRef<HTMLOListElement>(null);
  const noteId = useId();
  /** After a move, the moved photo's buttons keep the focus, in its new place. */
  const [movedPhoto, setMovedPhoto] = useState<{
    id: string;
    direction: Direction;
    place: number;
  }>();
  /** After a removal, the list takes the focus: the removed photo's buttons are gone. */
  const [removedId, setRemovedId] = useState<string>();
  const { photos } = suite;
  const only = photos.length === 1;

  useEffect(() => {
    // Once the list shows the new order: moving a focused element in the page takes its focus.
    if (!movedPhoto || reorder.isPending || photos[movedPhoto.place]?.id !== movedPhoto.id) return;
    const buttons = [
      ...(listRef.current?.querySelectorAll<HTMLButtonElement>(
        `[data-photo="${movedPhoto.id}"] button[data-move]`,
      ) ?? []),
    ].filter((button) => !button.disabled);
    // At either end the same direction is off: the other one takes the focus.
    (buttons.find((button) => button.dataset.move === movedPhoto.direction) ?? buttons[0])?.focus();
    setMovedPhoto(undefined);
  }, [movedPhoto, reorder.isPending, photos]);

  useEffect(() => {
    if (removedId && !photos.some((photo) => photo.id === removedId)) {
      listRef.current?.focus();
      setRemovedId(undefined);
    }
  }, [removedId, photos]);

  const move = async (index: number, direction: Direction) => {
    const photo = photos[index];
    if (!photo || reorder.isPending) return;
    setStatus(undefined);
    setFailure(undefined);
    try {
      const saved = await reorder.mutateAsync({
        id: suite.id,
        photoIds: moved(photos, index, direction),
      });
      const place = saved.photos.findIndex((entry) => entry.id === photo.id) + 1;
      setStatus(
        t(direction === 'earlier' ? messages.movedEarlier : messages.movedLater, {
          from: index + 1,
          to: place,
          cover: place === 1 ? 'yes' : 'no',
        }),
      );
      setMovedPhoto({ id: photo.id, direction, place: place - 1 });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t(messages.reorderFailed));
    }
  };

  return (
    <div className="grid gap-6">
      <FormStatus>{status}</FormStatus>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <ol
        ref={listRef}
        tabIndex={-1}
        aria-label={t(messages.listLabel, { suite: staffSuiteName(suite) })}
        className="grid grid-cols-2 gap-3 outline-none sm:gap-5 xl:grid-cols-3"
      >
        {photos.map((photo, index) => {
          const number = index + 1;
          return (
            <li
              key={photo.id}
              data-photo={photo.id}
              className={`flex flex-col border bg-ivory ${index === 0 ? 'border-brass' : 'border-rule'}`}
            >
              <div className="relative">
                <img
                  src={photo.image.src}
                  srcSet={photo.image.srcSet}
                  sizes="(min-width: 1280px) 18rem, 45vw"
                  width={photo.image.width}
                  height={photo.image.height}
                  loading="lazy"
                  decoding="async"
                  alt={t(messages.alt, {
                    suite: staffSuiteName(suite),
                    number,
                    total: photos.length,
                  })}
                  className="aspect-[3/2] w-full bg-parchment object-cover"
                />
                {index === 0 ? (
                  <span className="absolute left-3 top-3 rounded-full bg-forest px-3 py-1 text-[0.7rem] font-medium uppercase tracking-[0.16em] text-ivory">
                    {t(messages.cover)}
                  </span>
                ) : null}
              </div>
              <div className="flex flex-1 flex-col gap-3 px-3 py-3 sm:px-4 sm:py-4">
                <p className="text-sm text-ink">
                  {index === 0 ? (
                    <Message
                      of={messages.coverCaption}
                      values={{
                        number,
                        b: strong,
                        muted,
                        note: (chunks) => <span className="max-sm:sr-only">{chunks}</span>,
                      }}
                    />
                  ) : (
                    <Message
                      of={messages.caption}
                      values={{ number, total: photos.length, b: strong, muted }}
                    />
                  )}
                </p>
                <div className="mt-auto flex flex-wrap items-center gap-1.5 sm:gap-2">
                  <button
                    type="button"
                    data-move="earlier"
                    className={moveButton}
                    disabled={index === 0 || reorder.isPending}
                    aria-label={t(messages.moveEarlierLabel, { number })}
                    onClick={() => void move(index, 'earlier')}
                  >
                    <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
                    <span className="max-sm:hidden">{t(messages.earlier)}</span>
                  </button>
                  <button
                    type="button"
                    data-move="later"
                    className={moveButton}
                    disabled={index === photos.length - 1 || reorder.isPending}
                    aria-label={t(messages.moveLaterLabel, { number })}
                    onClick={() => void move(index, 'later')}
                  >
                    <span className="max-sm:hidden">{t(messages.later)}</span>
                    <ArrowRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
                  </button>
                  <span className="ml-auto">
                    {only ? (
                      <RemoveDisabled noteId={noteId} />
                    ) : (
                      <ConfirmDialog
                        trigger={
                          <>
                            <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
                            <span className="max-sm:hidden">{t(messages.remove)}</span>
                          </>
                        }
                        triggerLabel={t(messages.removeLabel, { number })}
                        triggerClassName="inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-[2px] border border-danger/60 px-2.5 text-xs font-medium uppercase tracking-[0.12em] text-danger transition-colors hover:bg-danger hover:text-ivory"
                        title={t(messages.removeTitle, { number })}
                        description={
                          <p>
                            {index === 0 ? t(messages.removeCoverText) : t(messages.removeText)}
                          </p>
                        }
                        confirmLabel={t(messages.removeConfirm)}
                        onConfirm={async () => {
                          await remove.mutateAsync({ id: suite.id, photoId: photo.id });
                          setFailure(undefined);
                          setStatus(t(messages.removed, { number }));
                          setRemovedId(photo.id);
                        }}
                      />
                    )}
                  </span>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {only ? (
        <p id={noteId} className="text-sm text-ink-muted">
          {t(messages.keepOne)}
        </p>
      ) : null}
      <AddPhotoForm suite={suite} onAdded={setStatus} />
    </div>
  );
}

/** The only photo's Remove: there, but off, and saying why. */
function RemoveDisabled({ noteId }: { noteId: string }) {
  return (
    <button
      type="button"
      disabled
      aria-describedby={noteId}
      className="inline-flex min-h-10 min-w-10 cursor-not-allowed items-center justify-center gap-1.5 rounded-[2px] border border-rule px-2.5 text-xs font-medium uppercase tracking-[0.12em] text-ink-muted opacity-60"
    >
      <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
      <Message
        of={messages.removeDisabled}
        values={{
          shown: (chunks) => <span className="max-sm:sr-only">{chunks}</span>,
          sr: (chunks) => <span className="sr-only">{chunks}</span>,
        }}
      />
    </button>
  );
}

type AddPhotoValues = { photo: File | undefined };
const noPhoto: AddPhotoValues = { photo: undefined };

/** Adds a photo at the end of the gallery; closed once the gallery is full. */
function AddPhotoForm({
  suite,
  onAdded,
}: {
  suite: AdminSuite;
  onAdded: (message: string) => void;
}) {
  const add = useAddSuitePhoto();
  const full = suite.photos.length >= SUITE_PHOTOS_MAX;
  const form = useSchemaForm(
    ({ photo }: AddPhotoValues) => ({ photo: photo ? undefined : t(photoMessages.required) }),
    {
      initialValues: noPhoto,
      onSubmit: async ({ photo }, { setValues }) => {
        let saved: AdminSuite;
        try {
          // The check lets the form through only with a photo chosen.
          saved = await add.mutateAsync({ id: suite.id, photo: photo! });
        } catch (failure) {
          rethrowUploadFailure(failure);
        }
        setValues(noPhoto);
        onAdded(t(messages.added, { number: saved.photos.length }));
        return saved;
      },
      failureMessage: t(messages.addFailed),
      clearFailureOnChange: true,
    },
  );
  const chosen = form.values.photo;

  return (
    <Form
      {...form.props}
      aria-label={t(messages.addPhoto)}
      className="grid gap-4 border border-dashed border-brass/70 bg-ivory-deep/60 p-5 sm:p-6"
    >
      <FileField
        form={form}
        name="photo"
        label={t(messages.addPhoto)}
        hint={
          full
            ? t(messages.fullHint, { max: SUITE_PHOTOS_MAX })
            : t(messages.addHint, {
                megabytes: PHOTO_UPLOAD.maxMegabytes,
                count: suite.photos.length,
                max: SUITE_PHOTOS_MAX,
              })
        }
        accept={SUITE_PHOTO_TYPES.join(',')}
        check={checkSuitePhoto}
        disabled={full || form.pending}
        controlClassName="field-input cursor-pointer bg-ivory px-2 py-2 text-sm text-ink-muted file:mr-3 file:cursor-pointer file:rounded-[2px] file:border file:border-forest file:bg-transparent file:px-3 file:py-1.5 file:text-xs file:font-medium file:uppercase file:tracking-[0.14em] file:text-forest hover:file:bg-forest hover:file:text-ivory disabled:cursor-not-allowed"
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={full || form.pending}>
          <ImageUp aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {form.pending ? t(messages.uploading) : t(messages.upload)}
        </Button>
        {chosen && !form.pending ? (
          <Button variant="outline" size="sm" onClick={() => form.setValue('photo', undefined)}>
            <X aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {t(commonMessages.cancel)}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
