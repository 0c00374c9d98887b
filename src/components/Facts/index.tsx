/**
 * MDX components that print provider facts from src/data/provider.ts.
 * They are registered globally in src/theme/MDXComponents.tsx, so articles use them without imports.
 * An unknown id throws during the build, naming the id, so a typo cannot ship.
 * Links to other hosts go through Docusaurus <Link>, which opens them in a new tab with
 * rel="noopener noreferrer", as Markdown links are; mailto: and tel: stay plain <a> (no new tab).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import provider, {
  type ContactId,
  type DataCentreId,
  type MenuId,
  type PaymentAudience,
  type PlanId,
  type ServerActionId,
  type TeamId,
  displayPhone,
  telHref,
} from '@site/src/data/provider';
import styles from './styles.module.css';
import {capitalise} from '@site/src/utils/capitalise';

function pick<T extends object>(table: T, id: string, component: string): T[keyof T] {
  if (!Object.prototype.hasOwnProperty.call(table, id)) {
    throw new Error(
      `<${component}>: unknown id "${id}". Known ids: ${Object.keys(table).join(', ')} (src/data/provider.ts)`,
    );
  }
  return table[id as keyof T];
}

/**
 * Any scalar fact by dotted path, e.g. <Fact id="terms.deleteAfterDays" />; `capital` starts the clause with a
 * capital letter when it opens a sentence.
 */
export function Fact({id, capital = false}: {id: string; capital?: boolean}): ReactNode {
  const text = factText(id, 'Fact');
  return <>{capital ? capitalise(text) : text}</>;
}

function factText(id: string, component: string): string {
  let value: unknown = provider;
  for (const part of id.split('.')) {
    if (value === null || typeof value !== 'object' || !(part in value)) {
      throw new Error(`<${component}>: unknown fact "${id}" (src/data/provider.ts)`);
    }
    value = (value as Record<string, unknown>)[part];
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new Error(`<${component}>: "${id}" is not a single value; use a list component instead`);
  }
  return String(value);
}

/**
 * A code block whose `{{dotted.fact.path}}` tokens are replaced by facts, so a pasted command names our real host
 * (e.g. `{{network.dnsServers.0}}`) instead of a placeholder in angle brackets, which bash and PowerShell misread.
 */
export function FactCode({language, code}: {language: string; code: string}): ReactNode {
  const text = code.replace(/\{\{([\w.]+)\}\}/g, (_, id: string) => factText(id, 'FactCode'));
  return <CodeBlock language={language}>{text}</CodeBlock>;
}

/** The brand name. */
export function Brand(): ReactNode {
  return <>{provider.brand}</>;
}

const emailIds = {
  support: 'supportEmail',
  billing: 'billingEmail',
  sales: 'salesEmail',
  abuse: 'abuseEmail',
  docs: 'docsEmail',
} as const satisfies Record<string, ContactId>;

/** A mailto link to one of our addresses: <Email id="billing" subject="Счёт" />. */
export function Email({id = 'support', subject}: {id?: keyof typeof emailIds; subject?: string}): ReactNode {
  const address = provider.contacts[pick(emailIds, id, 'Email')];
  const href = `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return <a href={href}>{address}</a>;
}

/** The support phone as a tel: link; tollFree for the free number within Russia. */
export function Phone({tollFree = false}: {tollFree?: boolean}): ReactNode {
  const number = tollFree ? provider.contacts.phoneTollFree : provider.contacts.phone;
  return (
    <a className={styles.nowrap} href={telHref(number)}>
      {displayPhone(number)}
    </a>
  );
}

/** Our Telegram bot for customer care. */
export function Telegram(): ReactNode {
  const handle = provider.contacts.telegram;
  return <Link href={`https://t.me/${handle.slice(1)}`}>{handle}</Link>;
}

/** A link into the billing panel: <Billing /> or <Billing path="/tickets">текст</Billing>. */
export function Billing({path = '', children}: {path?: string; children?: ReactNode}): ReactNode {
  const href = provider.billing.url + path;
  return <Link href={href}>{children ?? href.replace(/^https:\/\//, '')}</Link>;
}

type SiteId = keyof typeof provider.site;
/** A link to a page of the main site: order (prices), offer, aup, status, speedTest, main, help. */
export function SiteLink({to, children}: {to: SiteId; children?: ReactNode}): ReactNode {
  const href = pick(provider.site, to, 'SiteLink');
  return <Link href={href}>{children ?? href.replace(/^https:\/\//, '')}</Link>;
}

/**
 * A label of the billing panel in «ёлочках» and bold, as the facts print labels in quotes
 * (`«${menu.invoices}»`): the same name looks the same in an article's own words and inside a printed rule.
 */
function UiLabel({text}: {text: string}): ReactNode {
  return (
    <>
      «<span className={styles.ui}>{text}</span>»
    </>
  );
}

/** A billing-panel menu path, as the panel shows it: <Menu id="tickets" />. */
export function Menu({id}: {id: MenuId}): ReactNode {
  return <UiLabel text={pick(provider.menu, id, 'Menu')} />;
}

/** A ticket department as the «Новый запрос» form names it: <Department id="finance" />. */
export function Department({id}: {id: keyof typeof provider.ticketDepartments}): ReactNode {
  return <UiLabel text={pick(provider.ticketDepartments, id, 'Department')} />;
}

/** A button on the server page in the billing panel: <Action id="reboot" />. */
export function Action({id}: {id: ServerActionId}): ReactNode {
  return <UiLabel text={pick(provider.serverActions, id, 'Action')} />;
}

/** A team's name: <Team id="finance" />. */
export function Team({id}: {id: TeamId}): ReactNode {
  return <>{pick(provider.teams, id, 'Team').name}</>;
}

/** A team's working hours in words: <Hours team="finance" />. */
export function Hours({team}: {team: TeamId}): ReactNode {
  return <>{pick(provider.teams, team, 'Hours').hours}</>;
}

/** A plan line's name: <Plan id="evoSsd" />. */
export function Plan({id}: {id: PlanId}): ReactNode {
  return <>{pick(provider.plans, id, 'Plan').name}</>;
}

function dcNames(ids: readonly DataCentreId[]): string {
  return ids.map((id) => provider.dataCentres[id].city).join(', ');
}

/** A table of all plan lines: name, type, storage, locations, whether new orders are accepted. */
export function PlanTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Линейка</th>
          <th>Что это</th>
          <th>Диски</th>
          <th>Где доступна</th>
          <th>Новые заказы</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(provider.plans).map(([id, plan]) => (
          <tr key={id}>
            <td>
              <strong>{plan.name}</strong>
            </td>
            {/* Table cells start with a capital letter; the facts are clauses that read inside a sentence. */}
            <td>{capitalise(plan.summary)}</td>
            <td>{plan.storage}</td>
            <td>{dcNames(plan.dataCentres)}</td>
            <td>{plan.orderable ? 'Принимаются' : 'Не принимаются'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A table of our data centres. */
export function DataCentres(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Город</th>
          <th>Страна</th>
          <th>Код</th>
          <th>Уровень</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(provider.dataCentres).map(([id, dc]) => (
          <tr key={id}>
            <td>{dc.city}</td>
            <td>{dc.country}</td>
            <td>
              <code>{dc.code}</code>
            </td>
            <td>{dc.tier}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One data centre's city: <DataCentre id="ams" />. */
export function DataCentre({id}: {id: DataCentreId}): ReactNode {
  const dc = pick(provider.dataCentres, id, 'DataCentre');
  return <>{`${dc.city} (${dc.country})`}</>;
}

/** The payment methods offered to one audience, as a list. */
export function PaymentMethods({audience}: {audience: PaymentAudience}): ReactNode {
  return (
    <ul>
      {pick(provider.payment, audience, 'PaymentMethods').map((m) => (
        <li key={m.name}>
          <strong>{m.name}</strong> — {m.note}.
        </li>
      ))}
    </ul>
  );
}

/** Why a payment method no longer works: <Discontinued id="qiwi" />. */
export function Discontinued({id}: {id: keyof typeof provider.paymentDiscontinued}): ReactNode {
  return <>{pick(provider.paymentDiscontinued, id, 'Discontinued')}</>;
}

/** The EDO operators we exchange documents with, as inline text. */
export function EdoOperators(): ReactNode {
  return <>{provider.edo.join(', ')}</>;
}

/** Our DNS servers as inline code. */
export function DnsServers(): ReactNode {
  return (
    <>
      {provider.network.dnsServers.map((ns, i) => (
        <React.Fragment key={ns}>
          {i > 0 && ' и '}
          <code>{ns}</code>
        </React.Fragment>
      ))}
    </>
  );
}

/** All ways to reach us, with hours: for the welcome page and "did not find the answer". */
export function SupportContacts(): ReactNode {
  return (
    <ul>
      <li>
        <strong>Запрос в личном кабинете</strong> —{' '}
        <Link href={provider.billing.newTicketUrl}>{provider.billing.newTicketUrl.replace(/^https:\/\//, '')}</Link>,
        раздел <Menu id="newTicket" />; {provider.teams.support.name.toLowerCase()} отвечает{' '}
        {provider.teams.support.hours}.
      </li>
      <li>
        <strong>E-mail</strong> — <Email id="support" /> (технические вопросы), <Email id="billing" /> (оплата и
        документы).
      </li>
      <li>
        <strong>Телефон</strong> — <Phone />, по России бесплатно <Phone tollFree />.
      </li>
      <li>
        <strong>Telegram</strong> — <Telegram />, {provider.teams.customerCare.name.toLowerCase()}:{' '}
        {provider.teams.customerCare.hours}.
      </li>
    </ul>
  );
}

/** All activation times in one clause: <ActivationTimes /> (see src/components/ActivationTimes). */
export {default as ActivationTimes} from '@site/src/components/ActivationTimes';

/** A rule from the policy register: <Policy id="refundTerm" /> (see src/components/Policy). */
export {default as Policy} from '@site/src/components/Policy';
