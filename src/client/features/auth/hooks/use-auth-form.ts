import { useState } from 'react';
import { filterAuthInput, type FieldErrors } from '../../../lib/validation';

/**
 * Form state shared by the auth screens: values filtered as typed (SPEC §5), per-field errors
 * that clear on edit, and the form-level failure message.
 */
export function useAuthForm<Values extends { [K in keyof Values]: string }>(initial: Values) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof Values & string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const edit = (field: keyof Values & string) => (value: string) => {
    setForm((f) => ({ ...f, [field]: filterAuthInput(value) }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
  };

  return { form, errors, setErrors, failure, setFailure, edit };
}
