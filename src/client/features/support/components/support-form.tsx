import { useState, type FormEvent } from 'react';
import { paths } from '../../../../shared/paths';
import { Alert, Button, ButtonLink, TextField } from '../../../components/ui';
import { useSession } from '../../../lib/session';
import { useAsyncAction } from '../../../lib/use-async-action';
import { validateSupport, type FieldErrors } from '../../../lib/validation';
import { sendSupportMessage, SUPPORT_FAILED } from '../api/send-support-message';

type Field = 'subject' | 'message' | 'email';

/** SPEC §2/§5 contact form: the email field only for guests; a success state with Return to Home. */
export function SupportForm() {
  const { user, loggedIn } = useSession();
  const [form, setForm] = useState({ subject: '', message: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { run, pending } = useAsyncAction(sendSupportMessage);

  const edit = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSupport(form, loggedIn);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await run({
        subject: form.subject.trim(),
        message: form.message.trim(),
        ...(loggedIn ? {} : { email: form.email.trim() }),
      });
      setSent(true);
    } catch {
      setFailure(SUPPORT_FAILED);
    }
  };

  if (sent) {
    return (
      <div className="support-sent" role="status">
        <div className="support-sent__icon" aria-hidden="true">
          ✓
        </div>
        <h2>Message sent successfully</h2>
        <p>
          Thank you — we usually reply within 24 hours{loggedIn && user ? ` at ${user.email}` : ''}.
        </p>
        <ButtonLink to={paths.app}>Return to Home</ButtonLink>
      </div>
    );
  }

  return (
    <form className="support-form" onSubmit={submit} noValidate>
      {failure && <Alert>{failure}</Alert>}
      {loggedIn && user ? (
        <p className="support-form__from">
          We will reply to <strong>{user.email}</strong>.
        </p>
      ) : (
        <TextField
          label="Your email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={form.email}
          onValueChange={edit('email')}
          error={errors.email}
          maxLength={254}
        />
      )}
      <TextField
        label="Subject"
        value={form.subject}
        onValueChange={edit('subject')}
        error={errors.subject}
        maxLength={200}
      />
      <TextField
        label="Message"
        multiline
        rows={7}
        value={form.message}
        onValueChange={edit('message')}
        error={errors.message}
        maxLength={5000}
      />
      <Button type="submit" size="lg" loading={pending}>
        Send message
      </Button>
    </form>
  );
}
