/**
 * The search box of an admin list: what is typed reaches the URL (and the API) 300 ms after the
 * last key, replacing the history entry so typing leaves one Back step, not one per letter.
 */
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '~/components/ui/input';

/** Milliseconds after the last key before a search runs. */
export const searchDebounceMs = 300;

export function ListSearch({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder: string;
}) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // The latest callback, so a re-render of the list (a poll, a new page) does not restart the wait.
  const search = useRef(onSearch);
  search.current = onSearch;

  // The URL changed by itself (Back, a link): show its search.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      search.current(text.trim());
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="relative w-full sm:max-w-64">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
