import ImageUp from 'lucide-react/icons/image-up';
import X from 'lucide-react/icons/x';
import { useEffect } from 'react';
import { PHOTO_UPLOAD } from '#shared/constants.ts';
import { defineMessages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FileField } from '#web/components/ui/form-field.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import {
  PHOTO_TYPES,
  useUploadProfilePhoto,
} from '#web/features/users/api/upload-profile-photo.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';

const MAX_MB = PHOTO_UPLOAD.maxMegabytes;

const messages = defineMessages({
  wrongType: {
    id: 'users.profilePhoto.wrongType',
    defaultMessage: 'Choose a JPEG, PNG or WebP image.',
  },
  tooLargeChoose: {
    id: 'users.profilePhoto.tooLargeChoose',
    defaultMessage: 'The photo is larger than {max, number} MB. Choose a smaller one.',
  },
  tooLarge: {
    id: 'users.profilePhoto.tooLarge',
    defaultMessage: 'The photo is larger than {max, number} MB.',
  },
  required: { id: 'users.profilePhoto.required', defaultMessage: '! Photo is required' },
  failure: {
    id: 'users.profilePhoto.failure',
    defaultMessage: 'We could not upload your photo. Please try again.',
  },
  label: { id: 'users.profilePhoto.label', defaultMessage: 'Profile photo' },
  photo: { id: 'users.profilePhoto.photo', defaultMessage: 'Photo' },
  hint: {
    id: 'users.profilePhoto.hint',
    defaultMessage: 'JPEG, PNG or WebP, up to {max, number} MB. We crop it to a square.',
  },
  saved: { id: 'users.profilePhoto.saved', defaultMessage: 'Your new photo is saved.' },
  uploading: { id: 'users.profilePhoto.uploading', defaultMessage: 'Uploading…' },
  upload: { id: 'users.profilePhoto.upload', defaultMessage: 'Upload Photo' },
});

/** What is wrong with a chosen file before it is sent, if anything (the server checks again). */
function checkPhoto(file: File): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return t(messages.wrongType);
  }
  if (file.size > PHOTO_UPLOAD.maxBytes) {
    return t(messages.tooLargeChoose, { max: MAX_MB });
  }
  return undefined;
}

type PhotoValues = { photo: File | undefined };

const noPhoto: PhotoValues = { photo: undefined };

interface ProfilePhotoFormProps {
  /** Receives a preview URL of the chosen picture (undefined when none is chosen). */
  onPreviewChange: (url: string | undefined) => void;
}

/** Choose a picture, see it in place, upload it. */
export function ProfilePhotoForm({ onPreviewChange }: ProfilePhotoFormProps) {
  const upload = useUploadProfilePhoto();
  const form = useSchemaForm(
    ({ photo }: PhotoValues) => ({ photo: photo ? undefined : t(messages.required) }),
    {
      initialValues: noPhoto,
      onSubmit: async ({ photo }, { setValues }) => {
        try {
          // The check lets the form through only with a photo chosen.
          await upload.mutateAsync(photo!);
        } catch (failure) {
          // A body too large for a proxy or the server's own limit comes back without fields.
          if (failure instanceof ApiClientError && failure.status === 413) {
            throw new ApiClientError(failure.status, failure.code, failure.message, {
              photo: failure.fields.photo ?? t(messages.tooLarge, { max: MAX_MB }),
            });
          }
          throw failure;
        }
        setValues(noPhoto);
        return true;
      },
      failureMessage: t(messages.failure),
      clearResultOnChange: true,
      clearFailureOnChange: true,
    },
  );
  const file = form.values.photo;

  // One object URL per chosen file, released when the choice changes or the page closes.
  useEffect(() => {
    if (!file) {
      onPreviewChange(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    onPreviewChange(url);
    return () => URL.revokeObjectURL(url);
  }, [file, onPreviewChange]);

  return (
    <Form {...form.props} aria-label={t(messages.label)} className="grid gap-4">
      <FileField
        form={form}
        name="photo"
        label={t(messages.photo)}
        hint={t(messages.hint, { max: MAX_MB })}
        accept={PHOTO_TYPES.join(',')}
        check={checkPhoto}
        controlClassName="field-input cursor-pointer px-2 py-2 text-sm text-ink-muted file:mr-3 file:cursor-pointer file:rounded-[2px] file:border file:border-forest file:bg-transparent file:px-3 file:py-1.5 file:text-xs file:font-medium file:uppercase file:tracking-[0.14em] file:text-forest hover:file:bg-forest hover:file:text-ivory"
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <FormStatus>{form.result ? t(messages.saved) : null}</FormStatus>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={form.pending}>
          <ImageUp aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t(form.pending ? messages.uploading : messages.upload)}
        </Button>
        {file && !form.pending ? (
          <Button variant="outline" size="sm" onClick={() => form.setValue('photo', undefined)}>
            <X aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {t(commonMessages.cancel)}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
