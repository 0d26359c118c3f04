import { theme } from 'antd';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { TextArea, type TextAreaProps } from '@scp/shared/client/text-input';
import { Text } from '@scp/shared/client/typography';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { useListSavedRepliesQuery } from '../api/saved-replies-api';
import { insertReply, matchingReplies, slashQueryAt, type SlashQuery } from '../lib/slash-query';

const texts = responderTexts.savedReplies;

/**
 * A reply's text area where '/' brings up the owner's saved replies: typing after it filters them by
 * title (and text), the arrows move through them, Enter or a click inserts the chosen one in place of
 * the '/' and what follows it, Escape closes the list and leaves the text as typed. The text area
 * keeps the focus throughout; the list is a listbox it controls, its active option named by
 * `aria-activedescendant`. The saved replies are read the first time the field takes the focus.
 */
export function SavedReplyTextArea({
  value,
  onValueChange,
  ...rest
}: Omit<TextAreaProps, 'value' | 'onChange'> & { value: string; onValueChange: (next: string) => void }) {
  const { token } = theme.useToken();
  const listId = useId();
  // The shared TextArea takes no ref: the caret is set on the text area found inside this box.
  const box = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const { data } = useListSavedRepliesQuery(undefined, { skip: !wanted });
  const [command, setCommand] = useState<SlashQuery | null>(null);
  /** The '/' the owner closed with Escape: the list stays closed until another '/' is typed. */
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [caretAfter, setCaretAfter] = useState<number | null>(null);

  const open = command !== null && command.start !== dismissedAt;
  const options = open ? matchingReplies(data?.saved_replies ?? [], command.query) : [];
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  // After an insert the caret goes to the end of the inserted text, once React has written it.
  useEffect(() => {
    const field = box.current?.querySelector('textarea');
    if (caretAfter === null || !field) return;
    field.setSelectionRange(caretAfter, caretAfter);
    setCaretAfter(null);
  }, [caretAfter, value]);

  const follow = (element: HTMLTextAreaElement) => {
    const next = slashQueryAt(element.value, element.selectionStart ?? element.value.length);
    if (next?.start !== command?.start) setActive(0);
    if (dismissedAt !== null && next?.start !== dismissedAt) setDismissedAt(null);
    setCommand(next);
  };

  const choose = (index: number) => {
    const reply = options[index];
    if (!reply || !command) return;
    const inserted = insertReply(value, command, reply.text);
    onValueChange(inserted.text);
    setCommand(null);
    setCaretAfter(inserted.caret);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      // Closes the list only: a dialog around the field stays open.
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(command.start);
      return;
    }
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      choose(activeIndex);
    }
  };

  const showList = open && wanted && data !== undefined;
  return (
    <div ref={box} style={{ position: 'relative' }}>
      <TextArea
        {...rest}
        value={value}
        placeholder={rest.placeholder ?? texts.pickerHint}
        aria-autocomplete="list"
        aria-controls={showList && options.length > 0 ? listId : undefined}
        aria-activedescendant={showList && options.length > 0 ? optionId(activeIndex) : undefined}
        onFocus={(event) => {
          setWanted(true);
          rest.onFocus?.(event);
        }}
        onChange={(event) => {
          onValueChange(event.target.value);
          follow(event.target);
        }}
        onSelect={(event) => follow(event.currentTarget)}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setCommand(null);
          rest.onBlur?.(event);
        }}
      />
      <div role="status" style={visuallyHidden}>
        {showList && options.length === 0 ? texts.pickerEmpty : ''}
      </div>
      {showList &&
        (options.length > 0 ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={texts.pickerLabel}
            style={{
              position: 'absolute',
              insetInline: 0,
              top: '100%',
              zIndex: 10,
              margin: 0,
              padding: token.paddingXXS,
              listStyle: 'none',
              maxHeight: 280,
              overflowY: 'auto',
              background: token.colorBgElevated,
              border: `1px solid ${token.colorBorder}`,
              borderRadius: token.borderRadius,
              boxShadow: token.boxShadowSecondary,
            }}
          >
            {options.map((reply, index) => (
              <li
                key={reply.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // The text area keeps the focus (and its caret) while the mouse picks.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(index)}
                style={{
                  padding: `${token.paddingXS}px ${token.paddingSM}px`,
                  borderRadius: token.borderRadiusSM,
                  cursor: 'pointer',
                  background: index === activeIndex ? token.controlItemBgActive : undefined,
                }}
              >
                <Text strong style={{ display: 'block' }}>
                  {reply.title}
                </Text>
                <Text
                  type="secondary"
                  style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {reply.text}
                </Text>
              </li>
            ))}
          </ul>
        ) : (
          <div
            aria-hidden
            style={{
              position: 'absolute',
              insetInline: 0,
              top: '100%',
              zIndex: 10,
              padding: token.paddingSM,
              background: token.colorBgElevated,
              border: `1px solid ${token.colorBorder}`,
              borderRadius: token.borderRadius,
            }}
          >
            <Text type="secondary">{texts.pickerEmpty}</Text>
          </div>
        ))}
    </div>
  );
}
