import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@shared/schemas/api';
import {
  contactFormSchema,
  contactStatusUpdateInputSchema,
  toContactRecord,
} from '@shared/schemas/contact';

function validForm() {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    companyName: 'Analytical Engines',
    interest: 'strategy',
    message: 'We need a market entry plan.',
  };
}

function fieldsOf(input: unknown) {
  const result = contactFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('contactFormSchema', () => {
  it('accepts a complete form and fills the optional fields with empty text', () => {
    const input = validForm();

    const parsed = contactFormSchema.parse(input);

    expect(parsed.phone).toBe('');
    expect(parsed.preferredDate).toBe('');
    expect(parsed.website).toBeUndefined();
  });

  it('strips control and bidi-override characters, keeping the line breaks of the message', () => {
    const input = {
      ...validForm(),
      firstName: 'A\u0000d\u001ba\u202e',
      lastName: 'Love\u0085lace\u2066',
      companyName: 'Analytical\nEngines\u0007',
      phone: '+44\t20 7946\u0000 0000',
      message: 'Line one\r\nline two\u0008\u202d\u009b\nline three',
    };

    const parsed = contactFormSchema.parse(input);

    expect(parsed.firstName).toBe('Ada');
    expect(parsed.lastName).toBe('Lovelace');
    expect(parsed.companyName).toBe('Analytical Engines');
    expect(parsed.phone).toBe('+44 20 7946 0000');
    expect(parsed.message).toBe('Line one\nline two\nline three');
  });

  it('treats a name of control characters alone as missing', () => {
    const fields = fieldsOf({ ...validForm(), firstName: '\u0000\u202e\u0007' });

    expect(fields.firstName).toBe('First name is required');
  });

  it('gives the spec message for every invalid field', () => {
    const input = {
      firstName: '',
      lastName: ' ',
      email: 'not-an-email',
      companyName: '',
      interest: '',
      message: 'too short',
    };

    const fields = fieldsOf(input);

    expect(fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      companyName: 'Company name is required',
      interest: 'Please select an area of interest',
      message: 'Please provide some details about your needs',
    });
  });

  it('gives the same messages when the fields are absent', () => {
    const input = {};

    const fields = fieldsOf(input);

    expect(fields.firstName).toBe('First name is required');
    expect(fields.email).toBe('Invalid email address');
    expect(fields.message).toBe('Please provide some details about your needs');
  });

  it('counts the message length after trimming', () => {
    const input = { ...validForm(), message: '   123456789   ' };

    const fields = fieldsOf(input);

    expect(fields.message).toBe('Please provide some details about your needs');
  });

  it('refuses an interest outside the listed values', () => {
    const input = { ...validForm(), interest: 'astrology' };

    const fields = fieldsOf(input);

    expect(fields.interest).toBe('Please select an area of interest');
  });

  it('bounds the lengths with clear messages', () => {
    const input = { ...validForm(), firstName: 'a'.repeat(101), message: 'x'.repeat(5001) };

    const fields = fieldsOf(input);

    expect(fields.firstName).toBe('First name must be 100 characters or fewer');
    expect(fields.message).toBe('Message must be 5000 characters or fewer');
  });

  it('trims the email address before checking it', () => {
    const input = { ...validForm(), email: '  ada@example.com ' };

    const parsed = contactFormSchema.parse(input);

    expect(parsed.email).toBe('ada@example.com');
  });

  it('accepts a filled honeypot so the handler can decide what to do', () => {
    const input = { ...validForm(), website: 'http://spam.test' };

    const parsed = contactFormSchema.parse(input);

    expect(parsed.website).toBe('http://spam.test');
  });

  it('accepts an empty or ISO preferred date and refuses other text', () => {
    const base = validForm();

    const empty = contactFormSchema.safeParse({ ...base, preferredDate: '' });
    const date = contactFormSchema.safeParse({ ...base, preferredDate: '2025-06-01' });
    const text = contactFormSchema.safeParse({ ...base, preferredDate: 'next week' });

    expect(empty.success).toBe(true);
    expect(date.success).toBe(true);
    expect(text.success).toBe(false);
  });
});

describe('toContactRecord', () => {
  it('maps the form to the stored columns with status new and a null empty date', () => {
    const form = contactFormSchema.parse({ ...validForm(), phone: '+65 1234' });

    const record = toContactRecord(form, { id: 'id-1', createdAt: '2025-01-01T00:00:00.000Z' });

    expect(record).toEqual({
      id: 'id-1',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+65 1234',
      company_name: 'Analytical Engines',
      interest: 'strategy',
      message: 'We need a market entry plan.',
      preferred_date: null,
      status: 'new',
      created_at: '2025-01-01T00:00:00.000Z',
    });
  });
});

describe('contactStatusUpdateInputSchema', () => {
  it.each(['new', 'in progress', 'contacted', 'completed'])('accepts %s', (status) => {
    expect(contactStatusUpdateInputSchema.safeParse({ status }).success).toBe(true);
  });

  it('refuses an unknown status', () => {
    expect(contactStatusUpdateInputSchema.safeParse({ status: 'done' }).success).toBe(false);
  });
});
