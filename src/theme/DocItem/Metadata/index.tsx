// Wrapped: adds JSON-LD (escaped by <JsonLd>) to every article — TechArticle (FAQPage for `faq: true` articles) and Organization on the home page.
import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import provider from '@site/src/data/provider';
import JsonLd from '@site/src/components/JsonLd';

type Props = WrapperProps<typeof MetadataType>;
type Faqs = Record<string, {q: string; a: string}[]>;

function organization(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: provider.brand,
    legalName: provider.legal.ru.name,
    url: provider.site.main,
    logo: `${siteUrl}/img/logo-light.svg`,
    email: provider.contacts.supportEmail,
    telephone: provider.contacts.phone,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'technical support',
        email: provider.contacts.supportEmail,
        telephone: provider.contacts.phone,
        availableLanguage: 'ru',
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: provider.teams.support.schedule.days,
          opens: provider.teams.support.schedule.opens,
          closes: provider.teams.support.schedule.closes,
        },
      },
    ],
  };
}

export default function MetadataWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata, frontMatter} = useDoc();
  const faqs = usePluginData('faq-data') as Faqs;
  const url = siteConfig.url + metadata.permalink;
  const faq = (frontMatter as {faq?: boolean}).faq ? faqs[metadata.id] : undefined;
  const article = faq
    ? {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        name: metadata.title,
        url,
        inLanguage: 'ru',
        mainEntity: faq.map(({q, a}) => ({'@type': 'Question', name: q, acceptedAnswer: {'@type': 'Answer', text: a}})),
      }
    : {
        '@context': 'https://schema.org',
        '@type': 'TechArticle',
        headline: metadata.title,
        description: metadata.description,
        url,
        inLanguage: 'ru',
        ...(metadata.lastUpdatedAt ? {dateModified: new Date(metadata.lastUpdatedAt).toISOString()} : {}),
        publisher: {'@type': 'Organization', name: provider.brand, url: provider.site.main},
      };
  const blocks = metadata.permalink === '/' ? [organization(siteConfig.url), article] : [article];
  return (
    <>
      <Metadata {...props} />
      {blocks.map((block) => (
        <JsonLd key={String(block['@type'])} data={block} />
      ))}
    </>
  );
}
