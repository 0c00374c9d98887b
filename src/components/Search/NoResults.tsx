/** «Nothing found» with the support contacts from the provider facts. */
import React, {type ReactNode} from 'react';
import {Email, Menu, Phone} from '@site/src/components/Facts';

export default function NoResults({query}: {query: string}): ReactNode {
  return (
    <>
      <p>
        По запросу «{query}» ничего не найдено. Проверьте написание или попробуйте другие слова, например название
        услуги или команды.
      </p>
      <p>
        Не нашли ответ — напишите в поддержку: <Email id="support" />, <Phone /> или раздел <Menu id="newTicket" /> в
        личном кабинете.
      </p>
    </>
  );
}
