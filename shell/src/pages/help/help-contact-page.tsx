import { Button, theme } from 'antd';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toErrorBody } from '@scp/shared/client/api';
import { Field, useNativeControlStyle } from '@scp/shared/client/field';
import { useAppSelector } from '@scp/shared/client/hooks';
import { ResultView } from '@scp/shared/client/result-view';
import { selectSessionUser } from '@scp/shared/client/session-slice';
import { TextArea, TextInput } from '@scp/shared/client/text-input';
import { Paragraph, Text } from '@scp/shared/client/typography';
import {
  helpContactLimits,
  helpContactRequestSchema,
  type HelpContactTopic,
  helpContactTopics,
} from '@scp/shared/contracts/auth/help-contact';
import { appTexts } from '@scp/shared/contracts/app/app-texts';
import type { ShellPageProps } from '../shell-page-props';
import { useSendHelpContactMutation } from './help-contact-api';
import { BackToHelp, HelpFrame, HelpPageTitle } from './help-frame';
import { helpPaths } from './help-paths';
import { helpTexts } from './help-texts';

const texts = helpTexts.contact;

interface Values {
  name: string;
  email: string;
  topic: HelpContactTopic | '';
  message: string;
}
type FieldName = keyof Values;
type FieldErrors = Partial<Record<FieldName, string>>;

const fieldNames: readonly FieldName[] = ['name', 'email', 'topic', 'message'];
const isFieldName = (value: unknown): value is FieldName => fieldNames.includes(value as FieldName);

/** The first problem of each field, by the same schema the service checks. */
function validate(values: Values): FieldErrors {
  const result = helpContactRequestSchema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isFieldName(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Why the message was not sent, in the visitor's words: the rate limit's own text, or the server's. */
function failureText(error: unknown): { field?: FieldName; message: string } {
  const body = toErrorBody(error);
  if (body.status === 429) return { message: appTexts.errors.rateLimited };
  if (body.status === 400 && isFieldName(body.field)) return { field: body.field, message: body.message };
  if (body.code === 'NETWORK_ERROR' || body.code === 'TIMEOUT') return { message: texts.offline };
  return { message: body.message };
}

function ContactSent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <ResultView
      status="success"
      title={
        <h2 ref={heading} tabIndex={-1} style={{ fontSize: 22, margin: 0 }}>
          {texts.sent}
        </h2>
      }
      subTitle={texts.nextSteps(email)}
      extra={
        <>
          <Button type="primary" onClick={onAnother}>
            {texts.sendAnother}
          </Button>
          <Link to={helpPaths.index}>{helpTexts.backToHelp}</Link>
        </>
      }
    />
  );
}

/**
 * /help/contact (issue 16): name, email, topic and message, checked as typed once the visitor has
 * tried to send (the service's own schema, so the two never disagree), then posted to the auth
 * service, which mails support. A signed-in visitor's name and address are filled in. The answer
 * is 'Message sent' with what happens next, or why it was not sent (the rate limit's text on 429,
 * a refused field under that field).
 */
export function HelpContactPage({ title }: ShellPageProps) {
  const { token } = theme.useToken();
  const selectStyle = useNativeControlStyle();
  const user = useAppSelector(selectSessionUser);
  const [values, setValues] = useState<Values>(() => ({
    name: user?.user_metadata.full_name ?? '',
    email: user?.email ?? '',
    topic: '',
    message: '',
  }));
  const [triedToSend, setTriedToSend] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const [send, { isLoading }] = useSendHelpContactMutation();

  // The session may answer after the page opened: fill in what the visitor has not typed yet.
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      name: current.name || (user.user_metadata.full_name ?? ''),
      email: current.email || user.email,
    }));
  }, [user]);

  // After a refused send, the first field with a problem takes the focus (its message is read with it).
  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const errors: FieldErrors = { ...serverErrors, ...(triedToSend ? validate(values) : {}) };
  const change = (field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setTriedToSend(true);
    setFailure(null);
    const parsed = helpContactRequestSchema.safeParse(values);
    if (!parsed.success) {
      setFocusRequest((n) => n + 1);
      return;
    }
    try {
      await send(parsed.data).unwrap();
      setSentTo(parsed.data.email);
    } catch (error) {
      const problem = failureText(error);
      if (problem.field) {
        setServerErrors({ [problem.field]: problem.message });
        setFocusRequest((n) => n + 1);
      } else {
        setFailure(problem.message);
      }
    }
  };

  const sendAnother = () => {
    setValues((current) => ({ ...current, message: '' }));
    setTriedToSend(false);
    setSentTo(null);
  };

  const messageLength = [...values.message.trim()].length;

  return (
    <HelpFrame>
      <BackToHelp />
      <HelpPageTitle>{title}</HelpPageTitle>
      {sentTo ? (
        <ContactSent email={sentTo} onAnother={sendAnother} />
      ) : (
        <>
          <Paragraph type="secondary">{texts.intro}</Paragraph>
          <form ref={form} noValidate onSubmit={onSubmit} style={{ maxWidth: 560 }} aria-busy={isLoading}>
            <Field label={texts.name} error={errors.name}>
              {(id, describedBy) => (
                <TextInput
                  id={id}
                  name="name"
                  autoComplete="name"
                  value={values.name}
                  maxLength={helpContactLimits.nameMaxLength}
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={describedBy}
                  aria-required
                  onChange={(event) => change('name', event.target.value)}
                />
              )}
            </Field>
            <Field label={texts.email} error={errors.email}>
              {(id, describedBy) => (
                <TextInput
                  id={id}
                  name="email"
                  type="email"
                  autoComplete="email"
                  value={values.email}
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={describedBy}
                  aria-required
                  onChange={(event) => change('email', event.target.value)}
                />
              )}
            </Field>
            <Field label={texts.topic} error={errors.topic}>
              {(id, describedBy) => (
                <select
                  id={id}
                  name="topic"
                  value={values.topic}
                  style={{ ...selectStyle, borderColor: errors.topic ? token.colorError : selectStyle.borderColor }}
                  aria-invalid={errors.topic ? true : undefined}
                  aria-describedby={describedBy}
                  aria-required
                  onChange={(event) => change('topic', event.target.value)}
                >
                  <option value="">{texts.chooseTopic}</option>
                  {helpContactTopics.map((topic) => (
                    <option key={topic} value={topic}>
                      {texts.topics[topic]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label={texts.message}
              error={errors.message}
              hint={`${texts.messageHint(helpContactLimits.messageMinLength, helpContactLimits.messageMaxLength)} ${messageLength.toLocaleString('en-US')} / ${helpContactLimits.messageMaxLength.toLocaleString('en-US')}`}
            >
              {(id, describedBy) => (
                <TextArea
                  id={id}
                  name="message"
                  rows={7}
                  value={values.message}
                  aria-invalid={errors.message ? true : undefined}
                  aria-describedby={describedBy}
                  aria-required
                  onChange={(event) => change('message', event.target.value)}
                />
              )}
            </Field>
            {failure ? (
              <div
                role="alert"
                style={{
                  marginBottom: 16,
                  padding: '12px 16px',
                  border: `1px solid ${token.colorErrorBorder}`,
                  borderRadius: token.borderRadiusLG,
                  background: token.colorErrorBg,
                }}
              >
                <Text strong style={{ display: 'block' }}>
                  {texts.failedTitle}
                </Text>
                <Text>{failure}</Text>
              </div>
            ) : null}
            <Button type="primary" htmlType="submit" size="large" loading={isLoading}>
              {isLoading ? texts.sending : texts.send}
            </Button>
          </form>
        </>
      )}
    </HelpFrame>
  );
}
