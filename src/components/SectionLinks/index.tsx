/** Cards to the main sections of the help centre: used on the home page and the not-found page. */
import React, {type ReactNode} from 'react';
import CardGrid, {type Card} from '@site/src/components/CardGrid';

export const mainSections: Card[] = [
  {
    to: '/prepurchase/cost-include',
    title: 'Перед покупкой',
    text: 'Что входит в услугу, дата-центры, трафик и правила использования',
  },
  {to: '/services/vps-vs-dedic', title: 'Выбор сервера', text: 'VPS или выделенный сервер, операционные системы, SSL'},
  {to: '/order/cart', title: 'Заказ', text: 'Корзина, диски и RAID, IP-адреса, панели управления'},
  {to: '/payment/balance', title: 'Оплата', text: 'Способы оплаты, счета, продление и возврат средств'},
  {
    to: '/billing-register/account-types',
    title: 'Аккаунт и документы',
    text: 'Регистрация, данные аккаунта, документы для организаций',
  },
  {
    to: '/working-with-server/tech-questions/ssh-connect',
    title: 'Работа с сервером',
    text: 'SSH, пароли, резервные копии, диски, сеть, безопасность',
  },
  {to: '/apps', title: 'Готовые приложения', text: 'Серверы с Docker, Nextcloud, GitLab, VPN и другими приложениями'},
  {
    to: '/additional-services/ip',
    title: 'Дополнительные услуги',
    text: 'IP-адреса, диски, память, IP-KVM, бэкапы, лицензии',
  },
];

export default function SectionLinks(): ReactNode {
  return <CardGrid cards={mainSections} />;
}
