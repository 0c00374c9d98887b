/**
 * The main sections of the help centre: the one list read by the home page and not-found cards
 * (src/components/SectionLinks) and by the footer (src/data/footer.ts). Each `title` is the sidebar label
 * of the folder `dir` (its `_category_.json`); tests/unit/facts-source.test.mjs fails when they differ.
 */

export interface Section {
  /** Folder under docs/ whose _category_.json label is the title. */
  dir: string;
  /** Where the section's card and footer link lead: the section's first article. */
  to: string;
  title: string;
  /** What the reader finds there, for the card on the home page. */
  text: string;
}

export const mainSections: readonly Section[] = [
  {
    dir: 'prepurchase',
    to: '/prepurchase/cost-include',
    title: 'Перед покупкой',
    text: 'Что входит в услугу, дата-центры, трафик и правила использования',
  },
  {
    dir: 'services',
    to: '/services/vps-vs-dedic',
    title: 'Услуги и выбор сервера',
    text: 'VPS или выделенный сервер, операционные системы, SSL',
  },
  {dir: 'order', to: '/order/cart', title: 'Заказ', text: 'Корзина, диски и RAID, IP-адреса, панели управления'},
  {dir: 'payment', to: '/payment/balance', title: 'Оплата', text: 'Способы оплаты, счета, продление и возврат средств'},
  {
    dir: 'billing-register',
    to: '/billing-register/account-types',
    title: 'Регистрация и аккаунт',
    text: 'Регистрация, данные аккаунта, документы для организаций',
  },
  {
    dir: 'working-with-server',
    to: '/working-with-server/tech-questions/ssh-connect',
    title: 'Работа с сервером',
    text: 'SSH, пароли, резервные копии, диски, сеть, безопасность',
  },
  {
    dir: 'apps',
    to: '/apps',
    title: 'Готовые приложения',
    text: 'Серверы с Docker, Nextcloud, GitLab, VPN и другими приложениями',
  },
  {
    dir: 'additional-services',
    to: '/additional-services/ip',
    title: 'Дополнительные услуги',
    text: 'IP-адреса, диски, память, IP-KVM, хранилище резервных копий, лицензии',
  },
];

/** The glossary: not a card on the home page, but linked from the footer. */
export const glossary: Section = {
  dir: 'glossary',
  to: '/glossary',
  title: 'Глоссарий',
  text: 'Термины хостинга и серверов простыми словами',
};

/** A section by its folder; a mistyped folder fails the build with its name. */
export function section(dir: string): Section {
  const found = [...mainSections, glossary].find((s) => s.dir === dir);
  if (!found) throw new Error(`src/data/sections.ts: no main section with dir "${dir}"`);
  return found;
}

export default mainSections;
