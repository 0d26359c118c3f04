import { Button } from 'antd';
import { useState } from 'react';
import { TextInput } from '@scp/shared/client/text-input';
import { voiceProfileLimits } from '@scp/shared/contracts/settings/voice-profiles';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';

const texts = settingsTexts.voiceEditor;

/** Adds a word unless it is blank or already there (validation rules: trimmed, no blanks or duplicates). */
export function addWord(words: readonly string[], input: string): string[] {
  const word = input.trim();
  if (!word || words.some((existing) => existing.toLowerCase() === word.toLowerCase())) return [...words];
  return [...words, word];
}

/** Favourite words: Enter adds the typed word, clicking a word removes it. */
export function FavouriteWords({
  id,
  words,
  onChange,
  describedBy,
}: {
  id: string;
  /** The field's hint: how to add and remove words. */
  describedBy?: string;
  words: readonly string[];
  onChange: (words: string[]) => void;
}) {
  const [typed, setTyped] = useState('');
  const full = words.length >= voiceProfileLimits.wordsMax;
  return (
    <div>
      <TextInput
        id={id}
        aria-describedby={describedBy}
        value={typed}
        disabled={full}
        maxLength={voiceProfileLimits.wordMax}
        placeholder={texts.favouriteWordsPlaceholder}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter adds the word; it must not submit the form around it.
          event.preventDefault();
          onChange(addWord(words, typed));
          setTyped('');
        }}
      />
      {words.length > 0 && (
        <ul
          aria-label={texts.chosenWords}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: '8px 0 0' }}
        >
          {words.map((word) => (
            <li key={word}>
              <Button
                size="small"
                aria-label={texts.removeWord(word)}
                onClick={() => onChange(words.filter((existing) => existing !== word))}
              >
                {word} ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
