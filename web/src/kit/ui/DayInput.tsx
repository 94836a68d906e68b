/**
 * A day, typed or picked, in the browser's date format (dd/mm/yyyy in en-GB, mm/dd/yyyy in
 * en-US): the text is read in that format, the calendar button opens the browser's own picker,
 * and the value in and out is the ISO day (`YYYY-MM-DD`), as URLs and the platform keep it.
 */
import { Button, InputGroup, Intent } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { datePattern, formatDate, isIsoDay, parseDate } from '../format/index.js';
import './dayInput.css';

export interface DayInputProps {
  /** The ISO day, or '' for none. */
  value: string;
  /** Called with the ISO day once the text is a whole day, or '' once it is emptied. */
  onChange: (day: string) => void;
  /** Called with the text when the input is left holding no day (a form then refuses it rather than keep the old). */
  onInvalidText?: (text: string) => void;
  id?: string;
  'aria-label'?: string;
  title?: string;
  leftElement?: ReactElement;
  intent?: Intent;
  fill?: boolean;
}

export function DayInput({
  value,
  onChange,
  onInvalidText,
  id,
  title,
  leftElement,
  intent,
  fill,
  ...rest
}: DayInputProps) {
  const [draft, setDraft] = useState(() => formatDate(value));
  const [invalid, setInvalid] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  // A value from outside (the URL, Clear filters) replaces the text, unless the text already says that day.
  useEffect(() => {
    setDraft((text) => (parseDate(text) === (value || null) ? text : formatDate(value)));
    if (isIsoDay(value)) setInvalid(false);
  }, [value]);
  const type = (text: string) => {
    setDraft(text);
    if (text.trim() === '') {
      setInvalid(false);
      if (value) onChange('');
      return;
    }
    const day = parseDate(text);
    if (!day) return;
    setInvalid(false);
    if (day !== value) onChange(day);
  };
  const blur = () => {
    const day = parseDate(draft);
    if (day) setDraft(formatDate(day));
    const bad = draft.trim() !== '' && !day;
    setInvalid(bad);
    if (bad && draft !== value) onInvalidText?.(draft);
  };
  const pattern = datePattern();
  return (
    <InputGroup
      id={id}
      aria-label={rest['aria-label']}
      aria-invalid={invalid || undefined}
      title={title ?? `A day, as ${pattern}`}
      placeholder={pattern}
      inputMode="numeric"
      autoComplete="off"
      value={draft}
      intent={invalid ? Intent.DANGER : intent}
      fill={fill}
      leftElement={leftElement}
      onChange={(e) => type(e.target.value)}
      onBlur={blur}
      rightElement={
        <span className="console-day-input-picker">
          <Button
            variant="minimal"
            icon="calendar"
            aria-label="Pick a day from a calendar"
            title="Pick a day from a calendar"
            onClick={() => picker.current?.showPicker()}
          />
          {/* The browser's calendar only: hidden, out of the tab order, and the text above says its day. */}
          <input
            ref={picker}
            type="date"
            className="console-day-input-native"
            tabIndex={-1}
            aria-hidden
            value={value}
            onChange={(e) => type(e.target.value ? formatDate(e.target.value) : '')}
          />
        </span>
      }
    />
  );
}
