import { beforeEach, describe, expect, it } from 'vitest';
import { mockRegister, mockSendCode } from './mock-register';

describe('offline mock registration (SPEC §3)', () => {
  beforeEach(() => localStorage.clear());

  it('needs the code it sent, then rejects the used email', () => {
    const code = mockSendCode('Mei@Example.com');
    expect(code).toMatch(/^\d{6}$/);
    const input = {
      email: 'mei@example.com',
      password: 'secret1',
      username: 'Mei',
      code: code === '111111' ? '222222' : '111111',
    };
    expect(() => mockRegister(input)).toThrow('Invalid or expired verification code');
    const reply = mockRegister({ ...input, code });
    expect(reply.access).toMatch(/^offline\./);
    expect(reply.user).toMatchObject({ email: 'mei@example.com', username: 'Mei' });
    const again = mockSendCode('mei@example.com');
    expect(() => mockRegister({ ...input, code: again })).toThrow('Email is already registered');
  });
});
