import { useCallback } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Gender, PASSWORD_MESSAGES } from '@shared/domain/accounts';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { AgeVerificationModal } from './age-verification-modal';
import { AuthLayout } from './auth-layout';
import { DisclaimerModal } from './disclaimer-modal';
import { fieldProps, passwordFieldProps } from './field-props';
import { schemaResolver } from '../../lib/schema-resolver';
import { registerForm } from './field-rules';
import { focusFirstError } from './focus-first-error';
import { GenderFields } from './gender-fields';
import { ACCOUNT_MESSAGES } from './messages';
import { useInvitationPreview } from './api';
import { ApiError } from '../../lib/http';
import { useRegistrationFlow, type RegisterPayload } from './use-registration-flow';

interface RegisterValues {
  displayName: string;
  nickname: string;
  gender: Gender;
  genderDescription: string;
  email: string;
  password: string;
}

/**
 * /register: the account form. A partner invitation's link pre-fills the email and carries the
 * couple and the invitation's token, which proves the email, so the invitee joins at once. A
 * player already signed in goes to the dashboard.
 */
export function RegisterPage() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const inviteEmail = searchParams.get('email')?.trim() || null;
  const coupleId = searchParams.get('coupleId')?.trim() || null;
  const inviteToken = searchParams.get('inviteToken')?.trim() || null;
  const invitation = useInvitationPreview(
    inviteEmail && coupleId && inviteToken ? { email: inviteEmail, coupleId, inviteToken } : null,
  );
  // A link the server refused (4xx: no longer valid, or malformed) is said plainly; an
  // unreachable server says nothing new here, the form's own errors will.
  const invitationInvalid =
    invitation.data?.inviterName === null ||
    (invitation.error instanceof ApiError &&
      invitation.error.status >= 400 &&
      invitation.error.status < 500);
  const inviterName = invitation.data?.inviterName ?? null;

  const form = useForm<RegisterValues>({
    name: 'register',
    initialValues: {
      displayName: '',
      nickname: '',
      gender: Gender.NotSpecified,
      genderDescription: '',
      email: inviteEmail ?? '',
      password: '',
    },
    validate: schemaResolver(registerForm),
    // A name pasted past the limit says so at once, rather than on submit or cut short.
    validateInputOnChange: ['displayName', 'nickname'],
  });
  const { setFieldError, getInputNode } = form;
  const flow = useRegistrationFlow({
    onDisplayNameRefused: useCallback(
      (message: string) => {
        setFieldError('displayName', message);
        getInputNode('displayName')?.focus();
      },
      [setFieldError, getInputNode],
    ),
  });

  // A signed-in player has nothing to register. The account this page creates signs the player
  // in too; the flow then takes them on itself, with the confirmation notice.
  if (session && !flow.creating) return <Navigate to={paths.dashboard.getHref()} replace />;

  function payload(): RegisterPayload {
    const values = form.getValues();
    return {
      displayName: values.displayName.trim(),
      nickname: values.nickname.trim() || null,
      email: values.email.trim(),
      password: values.password,
      gender: values.gender,
      genderDescription:
        values.gender === Gender.SelfDescribed ? values.genderDescription.trim() : null,
      pronouns: null,
      coupleId,
      inviteToken,
    };
  }

  return (
    <AuthLayout
      title="Create your account"
      subtitle={
        inviterName
          ? ACCOUNT_MESSAGES.invitedBy(inviterName)
          : inviteEmail && !invitationInvalid
            ? ACCOUNT_MESSAGES.invitedByPartner
            : 'Each partner has their own account.'
      }
    >
      <form noValidate onSubmit={form.onSubmit(flow.start, focusFirstError(form))}>
        <Stack>
          {inviteEmail && invitationInvalid && (
            <Alert color="yellow" icon={<IconAlertCircle aria-hidden />}>
              {ACCOUNT_MESSAGES.invitationInvalid}
            </Alert>
          )}
          {flow.error && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {flow.error}
            </Alert>
          )}
          {flow.underage && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {ACCOUNT_MESSAGES.underage}
            </Alert>
          )}
          <TextInput
            label="Display name"
            required
            autoComplete="name"
            {...fieldProps}
            {...form.getInputProps('displayName')}
          />
          <TextInput
            label="Nickname (optional)"
            autoComplete="nickname"
            {...fieldProps}
            {...form.getInputProps('nickname')}
          />
          <GenderFields
            gender={form.getValues().gender}
            selectProps={form.getInputProps('gender')}
            descriptionProps={{ ...fieldProps, ...form.getInputProps('genderDescription') }}
          />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            readOnly={inviteEmail !== null}
            description={inviteEmail !== null ? ACCOUNT_MESSAGES.inviteEmail : undefined}
            variant={inviteEmail !== null ? 'filled' : 'default'}
            rightSection={inviteEmail !== null ? <IconLock size={16} aria-hidden /> : undefined}
            {...fieldProps}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            required
            autoComplete="new-password"
            description={PASSWORD_MESSAGES.hint}
            {...passwordFieldProps}
            {...form.getInputProps('password')}
          />
          <Button
            type="submit"
            fullWidth
            disabled={flow.underage}
            loading={flow.ageOpened || flow.disclaimerOpened}
          >
            Create Account
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.login.getHref()} fw={600}>
          Sign in
        </Anchor>
      </Text>
      <AgeVerificationModal
        key={`age-${flow.attempt}`}
        opened={flow.ageOpened}
        email={form.values.email}
        underage={flow.underage}
        onUnderage={flow.markUnderage}
        onConfirmed={flow.ageConfirmed}
        onCancel={flow.cancel}
      />
      <DisclaimerModal
        key={`disclaimer-${flow.attempt}`}
        opened={flow.disclaimerOpened}
        email={form.values.email}
        onAgreed={() => flow.createAccount(payload())}
        onCancel={flow.cancel}
      />
    </AuthLayout>
  );
}
