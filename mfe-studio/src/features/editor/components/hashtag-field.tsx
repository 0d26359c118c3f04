import { Field } from '@scp/shared/client/field';
import { TextInput } from '@scp/shared/client/text-input';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { useState } from 'react';
import { parseHashtags } from '../lib/post-draft';

const texts = studioTexts.editor.hashtags;

const shown = (hashtags: readonly string[]) => hashtags.map((tag) => `#${tag}`).join(' ');

/**
 * The post's hashtags, typed with or without `#`, separated by spaces or commas. They go on a line
 * of their own after the text of every platform (post-rules.ts `composedText`).
 */
export function HashtagField({
  hashtags,
  onChange,
  error,
  disabled = false,
}: {
  hashtags: readonly string[];
  onChange: (hashtags: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  // What the owner is typing, kept as typed ('#spring, ') until the field is left.
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <Field label={texts.label} hint={texts.hint} error={error}>
      {(id, describedBy) => (
        <TextInput
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          value={typed ?? shown(hashtags)}
          placeholder={texts.placeholder}
          disabled={disabled}
          autoCapitalize="none"
          spellCheck={false}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange(parseHashtags(event.target.value));
          }}
          onBlur={() => setTyped(null)}
        />
      )}
    </Field>
  );
}
