import { helpContactMessages, helpContactRequestSchema } from './help-contact';

const valid = {
  name: 'Ann Baker',
  email: 'Ann@Example.com',
  topic: 'integrations',
  message: 'My Instagram will not connect.',
};

/** The first problem of a refused body: its field and message, as the service answers it. */
function problem(body: unknown) {
  const result = helpContactRequestSchema.safeParse(body);
  if (result.success) return undefined;
  const issue = result.error.issues[0]!;
  return { field: issue.path.join('.'), message: issue.message };
}

describe('the help contact request', () => {
  it('accepts a message, trimmed, with the address lower-cased', () => {
    expect(helpContactRequestSchema.parse({ ...valid, name: '  Ann Baker ', message: `  ${valid.message}\n` })).toEqual(
      {
        ...valid,
        email: 'ann@example.com',
      },
    );
  });

  it.each([
    ['a blank name', { ...valid, name: '   ' }, 'name', helpContactMessages.nameRequired],
    ['a name of 101 characters', { ...valid, name: 'x'.repeat(101) }, 'name', helpContactMessages.nameTooLong],
    [
      'a name with a line break',
      { ...valid, name: 'Ann\r\nBcc: x@example.com' },
      'name',
      helpContactMessages.nameInvalid,
    ],
    ['an invalid address', { ...valid, email: 'not-an-address' }, 'email', 'Invalid email address.'],
    ['an unknown topic', { ...valid, topic: 'refunds' }, 'topic', helpContactMessages.topicRequired],
    [
      'a message under 10 characters',
      { ...valid, message: ' short     ' },
      'message',
      helpContactMessages.messageTooShort,
    ],
    [
      'a message over 5000 characters',
      { ...valid, message: 'x'.repeat(5001) },
      'message',
      helpContactMessages.messageTooLong,
    ],
    ['an operator object', { ...valid, message: { $gt: '' } }, 'message', helpContactMessages.messageTooShort],
  ])('refuses %s', (_label, body, field, message) => {
    expect(problem(body)).toEqual({ field, message });
  });

  it('counts characters as a person sees them: 5000 emoji fit', () => {
    expect(problem({ ...valid, message: '👍'.repeat(5000) })).toBeUndefined();
    expect(problem({ ...valid, message: '👍'.repeat(5001) })?.message).toBe(helpContactMessages.messageTooLong);
  });

  it('refuses an unknown field without repeating its name', () => {
    const found = problem({ ...valid, '<img src=x onerror=alert(1)>': 1 });
    expect(found?.message).toBe(helpContactMessages.unknownField);
    expect(JSON.stringify(found)).not.toContain('onerror');
  });
});
