// Overridden: the stock crash view is English-only («This page crashed», «Page Error»); this one reuses the classic theme's Russian ErrorPageContent.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';

export default function Error({error, tryAgain}: Props): ReactNode {
  const title = translate({
    id: 'theme.ErrorPage.title',
    message: 'Ошибка на странице',
    description: 'Document title of the crash page',
  });
  return (
    <ErrorBoundary fallback={() => <ErrorPageContent error={error} tryAgain={tryAgain} />}>
      <Head>
        <title>{title}</title>
      </Head>
      <Layout>
        <ErrorPageContent error={error} tryAgain={tryAgain} />
      </Layout>
    </ErrorBoundary>
  );
}
