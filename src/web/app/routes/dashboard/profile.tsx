import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { defineMessages } from '#shared/messages.ts';
import { titles } from '#web/app/pages.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { LanguageForm } from '#web/features/users/components/language-form.tsx';
import { ProfileForm } from '#web/features/users/components/profile-form.tsx';
import { ProfilePhotoForm } from '#web/features/users/components/profile-photo-form.tsx';
import { ProfileSummary } from '#web/features/users/components/profile-summary.tsx';
import { TwoFactorSection } from '#web/features/users/components/two-factor-section.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  lead: {
    id: 'users.profilePage.lead',
    defaultMessage: 'Your photo, display name, email and phone number.',
  },
  linkFailed: {
    id: 'users.profilePage.linkFailed',
    defaultMessage:
      'This confirmation link is invalid or has expired. Ask for a new one beside your email address.',
  },
  photo: { id: 'users.profilePage.photo', defaultMessage: 'Your photo' },
});

export default function ProfileRoute() {
  useDocumentTitle();
  // The dashboard shows its pages only once the user is known.
  const user = useCurrentUser().data;
  const [previewUrl, setPreviewUrl] = useState<string>();
  // A confirmation link that failed comes back here with `?error=<code>`.
  const [searchParams] = useSearchParams();
  const linkFailed = searchParams.has('error');
  if (!user) return null;

  return (
    <>
      <DashboardHeading title={t(titles.dashboardProfile)}>
        <p>{t(messages.lead)}</p>
      </DashboardHeading>
      {linkFailed && !user.emailVerified ? (
        <FormAlert className="mt-8">{t(messages.linkFailed)}</FormAlert>
      ) : null}
      <div className="mt-10 grid gap-8 xl:grid-cols-[20rem_1fr]">
        <section
          aria-label={t(messages.photo)}
          className="grid content-start gap-8 border border-rule bg-ivory p-6 sm:p-8"
        >
          <ProfileSummary user={user} previewUrl={previewUrl} />
          <div className="border-t border-rule pt-6">
            <ProfilePhotoForm onPreviewChange={setPreviewUrl} />
          </div>
        </section>
        <div className="grid content-start gap-8">
          <div className="border border-rule bg-ivory p-6 sm:p-8">
            <ProfileForm user={user} />
          </div>
          <div className="border border-rule bg-ivory p-6 sm:p-8">
            <LanguageForm user={user} />
          </div>
          <div className="border border-rule bg-ivory p-6 sm:p-8">
            <TwoFactorSection user={user} />
          </div>
        </div>
      </div>
    </>
  );
}
