import { describe, expect, it } from 'vitest';
import {
  filterAuthInput,
  isValidEmail,
  validateLogin,
  validateRegister,
  validateResetStep,
  validateSupport,
  validateVerifyStep,
} from './validation';

describe('SPEC §5 validation', () => {
  it('accepts and rejects emails by the spec pattern', () => {
    expect(isValidEmail('mei.lin_1-x@mail.example.com')).toBe(true);
    expect(isValidEmail('  a@b.io ')).toBe(true);
    for (const bad of ['', 'a@b', 'a@b.c', 'a@b.toolongtld', 'a b@c.com', 'a+b@c.com', '@c.com'])
      expect(isValidEmail(bad)).toBe(false);
  });

  it('gives the login messages', () => {
    expect(validateLogin({ email: 'x', password: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(validateLogin({ email: 'a@b.co', password: '123456' })).toEqual({});
  });

  it('gives every register message', () => {
    expect(
      validateRegister({
        email: 'bad',
        nickname: 'a',
        password: '123',
        confirmPassword: '124',
        code: ' ',
      }),
    ).toEqual({
      email: 'Please enter a valid email address',
      nickname: 'Nickname must be between 2-20 characters',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
      code: 'Please enter verification code',
    });
    expect(
      validateRegister({
        email: 'a@b.co',
        nickname: 'x'.repeat(21),
        password: 'secret1',
        confirmPassword: 'secret1',
        code: '123456',
      }),
    ).toEqual({ nickname: 'Nickname must be between 2-20 characters' });
    expect(
      validateRegister({
        email: 'a@b.co',
        nickname: '梅林',
        password: 'secret1',
        confirmPassword: 'secret1',
        code: '123456',
      }),
    ).toEqual({});
  });

  it('checks both forgot-password steps', () => {
    expect(validateVerifyStep({ email: 'a@b.co', code: '' })).toEqual({
      code: 'Please enter verification code',
    });
    expect(validateResetStep({ password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('checks the support form, the email only for guests', () => {
    expect(validateSupport({ subject: '  ', message: '\n', email: '' }, false)).toEqual({
      subject: 'Please enter a subject',
      message: 'Please enter your message',
      email: 'Please enter your email address',
    });
    expect(validateSupport({ subject: 's', message: 'm', email: 'nope' }, false)).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateSupport({ subject: 's', message: 'm', email: '' }, true)).toEqual({});
  });
});

describe('auth input filtering', () => {
  it('keeps word characters, whitespace, @, dot and hyphen only', () => {
    expect(filterAuthInput('mei<script>@x.com')).toBe('meiscript@x.com');
    expect(filterAuthInput('a+b\'c"d;e$f!g#h')).toBe('abcdefgh');
    expect(filterAuthInput('pass word_1-2.3@')).toBe('pass word_1-2.3@');
    expect(filterAuthInput('梅林 Mei')).toBe('梅林 Mei');
  });
});
