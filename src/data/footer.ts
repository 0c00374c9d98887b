/**
 * The site footer (themeConfig.footer in docusaurus.config.ts), computed from the provider facts and the main
 * sections. No translation file may override it: i18n/ru/docusaurus-theme-classic/footer.json would freeze
 * these strings (tests/unit/facts-source.test.mjs fails if it comes back).
 */
import type {ThemeConfig} from '@docusaurus/preset-classic';
import provider, {displayPhone, telHref, type Provider} from './provider';
import {section} from './sections';

/** «© 2016–2026 ООО «Хостория». Мы любим наших клиентов.»: first year, this year, legal name, tagline. */
export function copyright(year: number = new Date().getFullYear(), facts: Provider = provider): string {
  return `© ${facts.founded}–${year} ${facts.legal.ru.name}. ${facts.tagline}.`;
}

const sectionLink = (dir: string) => ({label: section(dir).title, to: section(dir).to});

export const footerLinks = [
  {
    title: 'Справочный центр',
    items: [
      sectionLink('prepurchase'),
      sectionLink('payment'),
      sectionLink('working-with-server'),
      sectionLink('glossary'),
    ],
  },
  {
    title: 'Клиентам',
    items: [
      {label: 'Личный кабинет', href: provider.billing.url},
      {label: 'Тарифы и цены', href: provider.site.order},
      {label: 'Статус услуг', href: provider.site.status},
      {label: 'Договор-оферта', href: provider.site.offer},
    ],
  },
  {
    title: 'Связаться с нами',
    items: [
      {label: 'Запрос в поддержку', to: '/billing-inside/support-request'},
      {label: provider.contacts.supportEmail, href: `mailto:${provider.contacts.supportEmail}`},
      {label: displayPhone(provider.contacts.phone), href: telHref(provider.contacts.phone)},
      {label: 'Часы работы', to: '/payment/schedule/support'},
    ],
  },
];

export const footer: ThemeConfig['footer'] = {
  style: 'dark',
  logo: {alt: provider.brand, src: 'img/logo-dark.svg', width: 160, height: 32, href: '/'},
  links: footerLinks,
  copyright: copyright(),
};
