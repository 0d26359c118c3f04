// zod/mini: the Help centre's contact form validates with the same schema in the browser.
import * as z from 'zod/mini';
import { emailSchema } from './auth-api';

/**
 * `POST /api/auth/help/contact` (issue 16, the Help centre): a message from the contact form at
 * /help/contact, mailed to the support address with Reply-To the sender. Public: no session needed.
 * The spec names the route only; the fields, limits and words are ours.
 *
 * Bundled into the shell's help pages and the auth service, not federation-shared
 * (shared/build/shared-modules.cjs `bundledNotShared`): no other app reads it.
 */

/** The form's topics, in the order the select lists them; the id goes into the mail's subject. */
export const helpContactTopics = [
  'account',
  'integrations',
  'dashboard',
  'assistant',
  'auto-responder',
  'billing',
  'other',
] as const;
export type HelpContactTopic = (typeof helpContactTopics)[number];

export const helpContactLimits = {
  nameMaxLength: 100,
  messageMinLength: 10,
  messageMaxLength: 5000,
  /** Contact messages one client address may send within `windowSeconds` before 429. */
  maxPerWindow: 5,
  windowSeconds: 60 * 60,
} as const;

/** What the service answers for bad input, and what the form shows under the field. */
export const helpContactMessages = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name must be at most ${helpContactLimits.nameMaxLength} characters.`,
  nameInvalid: 'Your name cannot contain line breaks or control characters.',
  topicRequired: 'Please choose a topic.',
  messageTooShort: `Your message must be at least ${helpContactLimits.messageMinLength} characters.`,
  messageTooLong: `Your message must be at most ${helpContactLimits.messageMaxLength} characters.`,
  unknownField: 'The request has a field the contact form does not send.',
} as const;

/** Characters a one-line value (the name goes into the mail's subject) must not hold. */
const CONTROL_CHARACTERS = /^[^\p{Cc}\u2028\u2029]*$/u;

/** `[...text].length`: a message of emoji counts what the person sees, as the form's counter does. */
const characters = (text: string) => [...text].length;

export const helpContactRequestSchema = z.strictObject(
  {
    name: z
      .string(helpContactMessages.nameRequired)
      .check(
        z.trim(),
        z.minLength(1, helpContactMessages.nameRequired),
        z.maxLength(helpContactLimits.nameMaxLength, helpContactMessages.nameTooLong),
        z.regex(CONTROL_CHARACTERS, helpContactMessages.nameInvalid),
      ),
    email: emailSchema,
    topic: z.enum(helpContactTopics, helpContactMessages.topicRequired),
    message: z.string(helpContactMessages.messageTooShort).check(
      z.trim(),
      z.refine((text) => characters(text) >= helpContactLimits.messageMinLength, helpContactMessages.messageTooShort),
      z.refine((text) => characters(text) <= helpContactLimits.messageMaxLength, helpContactMessages.messageTooLong),
    ),
  },
  // An unknown key is named by zod's default message; this one never repeats what was sent.
  { error: (issue) => (issue.code === 'unrecognized_keys' ? helpContactMessages.unknownField : undefined) },
);
export type HelpContactRequest = z.infer<typeof helpContactRequestSchema>;

export const helpContactResponseSchema = z.object({ sent: z.literal(true) });
export type HelpContactResponse = z.infer<typeof helpContactResponseSchema>;
