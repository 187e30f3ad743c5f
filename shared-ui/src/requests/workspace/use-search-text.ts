import { useEffect, useRef, useState } from 'react';

/**
 * A search box bound to the URL: what is typed is written (`commit`, trimmed) a moment after typing stops,
 * so each letter is not a read; the box follows `committed` when the URL changes from elsewhere (Back,
 * Clear filters).
 */
export function useSearchText(committed: string, commit: (text: string) => void, delay = 350) {
  const [text, setText] = useState(committed);
  const latest = useRef(commit);
  latest.current = commit;
  useEffect(() => setText(committed), [committed]);
  useEffect(() => {
    if (text === committed) return undefined;
    const timer = setTimeout(() => latest.current(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, committed, delay]);
  return [text, setText] as const;
}
