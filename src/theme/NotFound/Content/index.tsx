// Wrapped: keeps the stock «page not found» text, names the error in the document title (docs at the root render
// only this component for unknown paths) and adds what helps a lost reader: a search box and the main sections.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import SectionLinks from '@site/src/components/SectionLinks';
import SearchForm from '@site/src/components/SearchForm';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Страница не найдена'})} />
      <Content {...props} />
      <section className="container margin-bottom--xl" aria-labelledby="not-found-sections">
        <div className="row">
          <div className="col col--8 col--offset-2">
            <SearchForm />
            <Heading as="h2" id="not-found-sections">
              <Translate id="theme.NotFound.sections" description="Heading above section links on the 404 page">
                Возможно, вы искали что-то из этих разделов
              </Translate>
            </Heading>
            <SectionLinks />
          </div>
        </div>
      </section>
    </>
  );
}
