export { Alert } from './alert';
export { Button, ButtonLink, type ButtonProps, type ButtonVariant } from './button';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Modal, type ModalProps } from './modal';
export { Spinner } from './spinner';
export { TextField, type TextFieldProps } from './text-field';
export { CommonnessBadge } from './commonness-badge';
