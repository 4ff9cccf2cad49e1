import { type SessionProfile, updateProfileSchema } from '@forkcast/core';
import { Camera, LogOut } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useFormErrors } from '../../../components/forms/use-form-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFocusKeptWhileBusy } from '../../../lib/use-focus-kept-while-busy.ts';
import { useUpdateProfile, useUploadAvatar } from '../api/profiles.ts';
import { imageFileProblem } from '../lib/image-file.ts';
import { mayShrink, shrinkPhoto } from '../lib/shrink-photo.ts';
import { UserAvatar } from './user-avatar.tsx';

export type SettingsScreenProps = {
  email: string;
  profile: SessionProfile;
  /** The session shows the profile too: refresh it after a change. */
  onProfileChanged: () => void;
  onLogOut: () => void;
  isLoggingOut: boolean;
  /** The Password tab's form (the accounts feature's, which knows the password rules). */
  passwordForm: ReactNode;
  /** Tabs of other features (your data, API tokens), composed by the settings route. */
  moreTabs?: { value: string; label: string; content: ReactNode }[];
};

/** /settings: Profile, Password and Account tabs, and those other features add. */
export function SettingsScreen(props: SettingsScreenProps) {
  return (
    <Tabs defaultValue="profile">
      {/* Five tabs do not fit one row of a phone: they wrap to a second row rather than scroll
          sideways, where 'API tokens' was out of sight with nothing to say it was there. */}
      <TabsList aria-label="Settings" className="flex-wrap overflow-visible rounded-[1.375rem]">
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="password">Password</TabsTrigger>
        <TabsTrigger value="account">Account</TabsTrigger>
        {props.moreTabs?.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="profile">
        <ProfileTab profile={props.profile} onProfileChanged={props.onProfileChanged} />
      </TabsContent>
      <TabsContent value="password">
        <Card className="p-5">{props.passwordForm}</Card>
      </TabsContent>
      <TabsContent value="account">
        <Card className="flex flex-col gap-4 p-5">
          <div>
            <h2 className="text-sm font-semibold text-ink-muted">Email</h2>
            <p className="mt-1 break-all font-semibold text-ink">{props.email}</p>
          </div>
          <Button variant="danger" disabled={props.isLoggingOut} onClick={props.onLogOut}>
            {props.isLoggingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
            Log Out
          </Button>
        </Card>
      </TabsContent>
      {props.moreTabs?.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}

const profileFields = [
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'location', label: 'Location', autoComplete: 'address-level2' },
] as const;

function ProfileTab({
  profile,
  onProfileChanged,
}: Pick<SettingsScreenProps, 'profile' | 'onProfileChanged'>) {
  const update = useUpdateProfile();
  // The form is disabled while it saves: Save Changes (or the field Enter was pressed in)
  // gets the keyboard back afterwards.
  useFocusKeptWhileBusy(update.isPending);
  const upload = useUploadAvatar();
  // A phone's photo is shrunk before it is sent (a moment), then uploaded.
  const [isPreparing, setIsPreparing] = useState(false);
  const isUploading = isPreparing || upload.isPending;
  useFocusKeptWhileBusy(isUploading);
  const avatarInputId = useId();
  const avatarInput = useRef<HTMLInputElement>(null);
  const { errors, validate, clear, show } = useFormErrors(updateProfileSchema);
  const [values, setValues] = useState({
    username: profile.username,
    fullName: profile.fullName ?? '',
    location: profile.location ?? '',
  });

  function change(field: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = validate(event, values);
    if (!input) return;
    update.mutate(input, {
      onSuccess: (saved) => {
        setValues({
          username: saved.username,
          fullName: saved.fullName ?? '',
          location: saved.location ?? '',
        });
        onProfileChanged();
        toast.success('Profile updated successfully!');
      },
      onError: (error) => {
        // Beside the field, which gets focus once the form is enabled again (focusing it
        // here, while the request's fieldset still disabled it, did nothing).
        if (error instanceof ApiError && error.status === 409) {
          show(form, 'username', error.message);
        } else toast.error(`Failed to update profile: ${error.message}`);
      },
    });
  }

  async function chooseAvatar(chosen: File | undefined) {
    if (avatarInput.current) avatarInput.current.value = '';
    if (!chosen) return;
    let file = chosen;
    if (mayShrink(chosen)) {
      setIsPreparing(true);
      file = await shrinkPhoto(chosen).finally(() => setIsPreparing(false));
    }
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error('Failed to upload avatar', { description: problem });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        onProfileChanged();
        toast.success('Avatar updated successfully!');
      },
      onError: (error) => toast.error('Failed to upload avatar', { description: error.message }),
    });
  }

  return (
    <Card className="flex flex-col gap-6 p-5">
      <div className="flex items-center gap-4">
        <UserAvatar user={profile} size="lg" />
        <div className="flex flex-col gap-1.5">
          <input
            ref={avatarInput}
            id={avatarInputId}
            type="file"
            accept="image/*"
            className="peer sr-only"
            disabled={isUploading}
            onChange={(event) => chooseAvatar(event.target.files?.[0])}
          />
          <label
            htmlFor={avatarInputId}
            className="inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-full border border-line bg-surface-raised px-3.5 text-sm font-semibold text-ink shadow-sm hover:bg-surface-sunken peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:opacity-55"
          >
            {isUploading ? <Spinner /> : <Camera aria-hidden="true" className="size-4" />}
            {isUploading ? 'Uploading...' : 'Change avatar'}
          </label>
          <p className="text-xs text-ink-muted">
            JPEG, PNG, WebP, GIF or AVIF, up to 10 MB (a larger camera photo is made smaller first).
          </p>
        </div>
      </div>

      <form noValidate onSubmit={submit} aria-label="Profile">
        <fieldset disabled={update.isPending} className="flex flex-col gap-4">
          {profileFields.map((field) => (
            <Field key={field.name} label={field.label} error={errors[field.name]}>
              <Input
                name={field.name}
                autoComplete={field.autoComplete}
                {...(field.name === 'username'
                  ? { autoCapitalize: 'none', spellCheck: false }
                  : {})}
                value={values[field.name]}
                onChange={(event) => change(field.name, event.target.value)}
              />
            </Field>
          ))}
          <Button type="submit" className="self-start">
            {update.isPending ? <Spinner /> : null}
            Save Changes
          </Button>
        </fieldset>
      </form>
    </Card>
  );
}
