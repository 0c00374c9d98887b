// Replaces @docusaurus/core@3.10.2 src/client/theme-fallback/Loading/index.tsx (lib/client/theme-fallback/Loading/index.js):
// the stock fallback shows its chunk-load error and «Retry» button in English only. Upstream wraps nothing in
// providers here (it renders inside the route, under the layout), so neither does this one.
import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import type {LoadingComponentProps} from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <PageMetadata
          title={translate({
            id: 'theme.Loading.title',
            message: 'Страница не загрузилась',
            description: 'Document title while a page could not be downloaded',
          })}
        />
        <p>
          <Translate id="theme.Loading.error" description="Shown when a page's code could not be downloaded">
            Не удалось загрузить страницу. Проверьте подключение к интернету и нажмите «Повторить».
          </Translate>
        </p>
        <button type="button" className="button button--primary" onClick={retry}>
          <Translate id="theme.Loading.retry" description="Button that retries loading a page">
            Повторить
          </Translate>
        </button>
        <details className={styles.details}>
          <summary>
            <Translate id="theme.Loading.details" description="Summary of the technical error details">
              Техническая информация для поддержки
            </Translate>
          </summary>
          <code>{String(error)}</code>
        </details>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.spinner} role="status">
        <span className={styles.ring} aria-hidden="true" />
        <span className={styles.label}>
          <Translate id="theme.Loading.label" description="Text for screen readers while a page loads">
            Загрузка…
          </Translate>
        </span>
      </div>
    );
  }
  return null;
}
