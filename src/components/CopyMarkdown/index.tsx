/** «Скопировать как Markdown»: copies the article's Markdown copy (/x.md, made by plugins/llms-txt.mjs); shown only with JavaScript. */
import React, {useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

/** The address of a page's Markdown copy: /payment/refund → /payment/refund.md, / → /index.md. */
export function markdownUrl(permalink: string): string {
  return permalink === '/' ? '/index.md' : `${permalink.replace(/\/$/, '')}.md`;
}

type Status = 'idle' | 'copied' | 'failed';

export default function CopyMarkdown({permalink}: {permalink: string}): ReactNode {
  const isBrowser = useIsBrowser();
  const [status, setStatus] = useState<Status>('idle');
  // Without JavaScript the button could do nothing: it is rendered only after hydration.
  if (!isBrowser) return null;
  const copy = async (): Promise<void> => {
    setStatus('idle');
    try {
      const response = await fetch(markdownUrl(permalink));
      if (!response.ok) throw new Error(`${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div className={styles.copy}>
      <button type="button" className={styles.button} onClick={() => void copy()}>
        Скопировать как Markdown
      </button>
      <span className={styles.status} role="status" aria-live="polite">
        {status === 'copied' ? 'Скопировано' : status === 'failed' ? 'Не удалось скопировать' : ''}
      </span>
    </div>
  );
}
