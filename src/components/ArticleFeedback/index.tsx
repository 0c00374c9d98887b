/** «Не нашли ответ?» at the end of every article: links to support and a prefilled error report, no API calls. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import provider from '@site/src/data/provider';
import styles from './styles.module.css';

function mailto(address: string, subject: string, body?: string): string {
  const query = [`subject=${encodeURIComponent(subject)}`, ...(body ? [`body=${encodeURIComponent(body)}`] : [])];
  return `mailto:${address}?${query.join('&')}`;
}

export default function ArticleFeedback({title, permalink}: {title: string; permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const url = siteConfig.url + permalink;
  return (
    <section className={styles.feedback} aria-labelledby="article-feedback">
      <h2 id="article-feedback" className={styles.heading}>
        Не нашли ответ?
      </h2>
      <p>
        Напишите нам — {provider.teams.support.name.toLowerCase()} работает {provider.teams.support.hours}.
      </p>
      <ul className={styles.actions}>
        <li>
          <Link href={provider.billing.newTicketUrl}>Создать запрос в личном кабинете</Link>
        </li>
        <li>
          <a href={mailto(provider.contacts.supportEmail, `Вопрос по статье «${title}» (${url})`)}>
            Написать на {provider.contacts.supportEmail}
          </a>
        </li>
        <li>
          <a
            href={mailto(
              provider.contacts.docsEmail,
              `Ошибка в статье «${title}»`,
              `Статья: ${url}\n\nЧто не так (цитата и как правильно):\n`,
            )}
          >
            Сообщить об ошибке в этой статье
          </a>
        </li>
      </ul>
    </section>
  );
}
