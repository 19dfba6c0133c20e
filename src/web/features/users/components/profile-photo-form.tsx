import ImageUp from 'lucide-react/icons/image-up';
import X from 'lucide-react/icons/x';
import { useEffect } from 'react';
import { PHOTO_UPLOAD } from '#shared/constants.ts';
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

const MAX_MB = PHOTO_UPLOAD.maxMegabytes;

/** What is wrong with a chosen file before it is sent, if anything (the server checks again). */
function checkPhoto(file: File): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG or WebP image.';
  }
  if (file.size > PHOTO_UPLOAD.maxBytes) {
    return `The photo is larger than ${MAX_MB} MB. Choose a smaller one.`;
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
    ({ photo }: PhotoValues) => ({ photo: photo ? undefined : '! Photo is required' }),
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
              photo: failure.fields.photo ?? `The photo is larger than ${MAX_MB} MB.`,
            });
          }
          throw failure;
        }
        setValues(noPhoto);
        return true;
      },
      failureMessage: 'We could not upload your photo. Please try again.',
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
    <Form {...form.props} aria-label="Profile photo" className="grid gap-4">
      <FileField
        form={form}
        name="photo"
        label="Photo"
        hint={`JPEG, PNG or WebP, up to ${MAX_MB} MB. We crop it to a square.`}
        accept={PHOTO_TYPES.join(',')}
        check={checkPhoto}
        controlClassName="field-input cursor-pointer px-2 py-2 text-sm text-ink-muted file:mr-3 file:cursor-pointer file:rounded-[2px] file:border file:border-forest file:bg-transparent file:px-3 file:py-1.5 file:text-xs file:font-medium file:uppercase file:tracking-[0.14em] file:text-forest hover:file:bg-forest hover:file:text-ivory"
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <FormStatus>{form.result ? 'Your new photo is saved.' : null}</FormStatus>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={form.pending}>
          <ImageUp aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {form.pending ? 'Uploading…' : 'Upload Photo'}
        </Button>
        {file && !form.pending ? (
          <Button variant="outline" size="sm" onClick={() => form.setValue('photo', undefined)}>
            <X aria-hidden="true" className="size-4" strokeWidth={1.5} />
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
