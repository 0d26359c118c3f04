import { Button, theme } from 'antd';
import { Field } from '@scp/shared/client/field';
import { TextInput } from '@scp/shared/client/text-input';
import { Text } from '@scp/shared/client/typography';
import type { AssistTextResponse } from '@scp/shared/contracts/studio/studio-api';
import type { PostPlatform } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { type FormEvent, useId, useState } from 'react';
import { useRewriteForPlatformMutation, useWriteInVoiceMutation } from '../api/assist-api';

const texts = studioTexts.assist;

/**
 * 'Write with my voice' on the main text: an optional brief, then the assistant's text in the
 * owner's brand voice, shown for the owner to use or discard (the text they wrote stays until then).
 */
export function VoiceWriter({ onAccept }: { onAccept: (text: string) => void }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [brief, setBrief] = useState('');
  const [write, { isLoading }] = useWriteInVoiceMutation();
  const proposal = useProposal();

  async function submit(event: FormEvent) {
    event.preventDefault();
    proposal.clear();
    try {
      const answer = await write(brief.trim() ? { brief: brief.trim() } : {}).unwrap();
      proposal.show(answer);
    } catch {
      proposal.fail();
    }
  }

  return (
    <div style={{ marginBottom: 12 }}>
      <Button aria-expanded={open} aria-controls={formId} onClick={() => setOpen((value) => !value)}>
        {texts.writeWithVoice}
      </Button>
      <div id={formId} hidden={!open}>
        {open && (
          <form onSubmit={(event) => void submit(event)} style={{ marginTop: 8 }}>
            <Field label={texts.briefLabel}>
              {(id, describedBy) => (
                <TextInput
                  id={id}
                  aria-describedby={describedBy}
                  value={brief}
                  maxLength={500}
                  placeholder={texts.briefPlaceholder}
                  onChange={(event) => setBrief(event.target.value)}
                />
              )}
            </Field>
            <Button htmlType="submit" type="primary" loading={isLoading}>
              {isLoading ? texts.writing : texts.write}
            </Button>
          </form>
        )}
      </div>
      <ProposalView
        state={proposal}
        onAccept={(text) => {
          onAccept(text);
          setOpen(false);
          setBrief('');
        }}
      />
    </div>
  );
}

/** 'Rewrite for {platform}' on a platform's tab: its text (own or main) rewritten for it, to use as its own. */
export function PlatformRewrite({
  platform,
  text,
  onAccept,
}: {
  platform: PostPlatform;
  text: string;
  onAccept: (text: string) => void;
}) {
  const name = studioTexts.platformNames[platform];
  const [rewrite, { isLoading }] = useRewriteForPlatformMutation();
  const proposal = useProposal();

  async function run() {
    proposal.clear();
    try {
      proposal.show(await rewrite({ text, platform }).unwrap());
    } catch {
      proposal.fail();
    }
  }

  return (
    <div style={{ marginBottom: 12 }}>
      <Button onClick={() => void run()} loading={isLoading} disabled={text.trim() === ''}>
        {texts.rewriteFor(name)}
      </Button>
      <ProposalView state={proposal} onAccept={onAccept} />
    </div>
  );
}

interface ProposalState {
  answer: AssistTextResponse | null;
  failed: boolean;
  show: (answer: AssistTextResponse) => void;
  fail: () => void;
  clear: () => void;
}

function useProposal(): ProposalState {
  const [answer, setAnswer] = useState<AssistTextResponse | null>(null);
  const [failed, setFailed] = useState(false);
  return {
    answer,
    failed,
    show: (next) => {
      setFailed(false);
      setAnswer(next);
    },
    fail: () => {
      setAnswer(null);
      setFailed(true);
    },
    clear: () => {
      setAnswer(null);
      setFailed(false);
    },
  };
}

/** The assistant's text as it answered, with who wrote it and how, and the owner's choice. */
function ProposalView({ state, onAccept }: { state: ProposalState; onAccept: (text: string) => void }) {
  const { token } = theme.useToken();
  const headingId = useId();
  const { answer } = state;
  if (state.failed) {
    return (
      <div role="alert" style={{ marginTop: 8, color: token.colorErrorText }}>
        {texts.failed}
      </div>
    );
  }
  if (!answer) return null;
  const notes = [
    answer.model ? texts.writtenByModel(answer.model) : texts.writtenByAssistant,
    answer.voiceUsed ? null : texts.noVoice,
    answer.shortened && answer.platform ? texts.shortened(studioTexts.platformNames[answer.platform]) : null,
  ].filter((note): note is string => note !== null);
  return (
    <section
      aria-labelledby={headingId}
      style={{
        marginTop: 8,
        padding: 12,
        borderRadius: token.borderRadius,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <h3 id={headingId} style={{ fontSize: 14, margin: '0 0 6px' }}>
        {texts.proposalTitle}
      </h3>
      <p data-proposal-text style={{ whiteSpace: 'pre-wrap', margin: '0 0 8px' }}>
        {answer.text}
      </p>
      {notes.map((note) => (
        <Text key={note} type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {note}
        </Text>
      ))}
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Button
          type="primary"
          onClick={() => {
            onAccept(answer.text);
            state.clear();
          }}
        >
          {texts.accept}
        </Button>
        <Button onClick={state.clear}>{texts.discard}</Button>
      </div>
    </section>
  );
}
