// Replaces @docusaurus/core@3.10.2 src/client/theme-fallback/Error/index.tsx (lib/client/theme-fallback/Error/index.js):
// the stock crash view is English-only («This page crashed», «Page Error»); this one shows the classic theme's
// Russian ErrorPageContent. Everything else follows upstream, including the route-context provider.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';
// Not a public export: upstream's Error imports this same module ('../../routeContext'). If an upgrade moves it,
// the build fails here; tests/e2e/resilience.spec.ts checks the crash view keeps the header and footer.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';

export default function Error({error, tryAgain}: Props): ReactNode {
  const title = translate({
    id: 'theme.ErrorPage.title',
    message: 'Ошибка на странице',
    description: 'Document title of the crash page',
  });
  // As upstream: the site-wide error boundary sits above the routes, so the layout gets an artificial route context
  // (https://github.com/facebook/docusaurus/pull/9852); without it the layout throws and the view loses its header
  // and footer. The layout can throw too, so it has its own boundary that shows the original error bare.
  return (
    <RouteContextProvider value={{plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}}}>
      <ErrorBoundary fallback={() => <ErrorPageContent error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>{title}</title>
        </Head>
        <Layout>
          <ErrorPageContent error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
