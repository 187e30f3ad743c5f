import type { MouseEvent } from 'react';
import { useT } from '../i18n/use-t';

/** Focus moves to the content without writing `#main` into the address (the router would take it for a new screen). */
function toMain(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  e.preventDefault();
  main.focus();
}

/** The first stop of the Tab key: straight to the screen's content, past the header. */
export function SkipLink() {
  const t = useT();
  return (
    <a className="gia-skip" href="#main" onClick={toMain}>
      {t('common.skipToContent')}
    </a>
  );
}
