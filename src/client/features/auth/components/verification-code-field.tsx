import { TextField } from '../../../components/ui';
import { CodeButton } from './code-button';

/** The verification code input with its Get Code / 'Retry in Ns' button (register, forgot password). */
export function VerificationCodeField({
  value,
  onValueChange,
  error,
  remaining,
  pending,
  onGetCode,
}: {
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  remaining: number;
  pending: boolean;
  onGetCode: () => void;
}) {
  return (
    <TextField
      label="Verification Code"
      autoComplete="one-time-code"
      inputMode="numeric"
      value={value}
      onValueChange={onValueChange}
      error={error}
      maxLength={12}
      addon={<CodeButton remaining={remaining} pending={pending} onClick={onGetCode} />}
    />
  );
}
