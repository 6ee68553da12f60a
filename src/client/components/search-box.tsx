/**
 * The search box of the lists searched on the server (the admin's Orders and Dealers tabs, the
 * Customer Registry; docs/decisions/181-admin-lists-page-with-a-cursor.md): a search field with its
 * magnifier and a label for screen readers, and the debounced text the list asks the server for.
 */
import { useId, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useDebounced } from '../lib/use-debounced';
import { cn } from '../lib/utils';
import { Input } from './ui/input';

/** How long typing must pause before the list asks the server again (ms). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box (`text`, as typed) and what the list asks the server for (`query`: the
 * text trimmed, once typing has paused for 300 ms).
 */
export function useDebouncedSearch(): { text: string; setText: (text: string) => void; query: string } {
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  return { text, setText, query };
}

/**
 * A search field named `label` for screen readers: what is typed goes to `onSearch` as typed (the
 * list trims and debounces it, useDebouncedSearch). A Clear search button shows while the box
 * holds text, on every list that searches; the browser's own clear cross of `type="search"` is
 * hidden, so there is one.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const clear = value !== '';
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-gray-400" aria-hidden="true" />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onSearch(e.target.value)}
        placeholder={placeholder}
        className={cn('pl-9 [&::-webkit-search-cancel-button]:appearance-none', clear && 'pr-9')}
      />
      {clear && (
        <button
          type="button"
          onClick={() => onSearch('')}
          className="absolute right-2 top-2 rounded-md p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500"
          aria-label="Clear search"
        >
          <X className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
