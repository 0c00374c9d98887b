/**
 * Policy register: every rule about how Hostoria works that more than one article states.
 * Each policy has ONE owning article (`owner`, a route) that explains it; every other article prints
 * the rule with <Policy id="…" /> (src/components/Facts) and links to the owner, never in its own words.
 *
 * `text` is a clause that reads inside a sentence: it starts in lower case, has no final full stop and
 * carries its own context, so the sentence around it must not repeat that context (write
 * «По нашим правилам <Policy id="refundTerm" />.», not «Деньги возвращаем: <Policy …/> возвращаем…»).
 * Values come from provider.ts, so a changed term changes every page at once.
 *
 * `restatements` are regular expressions (case-insensitive, matched against the MDX source of an
 * article) for the rule written in prose. tests/unit/policy-register.test.mjs fails when one of them
 * matches an article other than the owner. Law is labelled as law with its article; our own rules
 * are labelled as policy in the owning article.
 */
import provider from './provider';

export interface Policy {
  /** What the rule is about, for the register's readers (not printed). */
  topic: string;
  /** The rule as a clause that reads inside a sentence (lower case, no final full stop). */
  text: string;
  /** Route of the one article that explains the rule in full. */
  owner: string;
  /** Regular expressions for the rule in prose; only the owner may match them. */
  restatements: string[];
}

const {terms, legal, teams, menu} = provider;

export const policies = {
  offerAcceptance: {
    topic: 'How and when the contract (public offer) is concluded, for every customer type',
    text:
      'оферта считается принятой, а договор — заключённым, когда вы впервые оплачиваете услугу: оплата — ' +
      'это акцепт оферты по п. 3 ст. 438 ГК РФ, а регистрация в личном кабинете сама по себе договор не заключает',
    owner: '/working-with-server/rights-and-obligations',
    restatements: [
      'регистрируетесь\\s+и\\s+оплачиваете',
      'оплат\\S*\\s+(первого\\s+)?сч[её]т\\S*\\s+(означает|—|это)\\s+акцепт',
      'оплата\\s+(означает|—|это)\\s+акцепт',
      'ст(атьи|\\.)\\s*438',
      'принима\\S+\\s+(его|её|оферту|договор\\S*),?\\s+когда',
    ],
  },
  contractingParty: {
    topic: 'Which of our legal entities is the other party, per customer type and currency',
    text:
      `стороной договора с физическими лицами, ИП и организациями из России, которые платят в рублях, выступает ` +
      `${legal.ru.name}, а с частными лицами и компаниями, которые платят в евро, — ${legal.eu.name} ` +
      `(${legal.eu.country}); валюту и вместе с ней сторону договора выбирают при регистрации`,
    owner: '/billing-register/account-types',
    restatements: ['обслуживает\\s+аккаунты\\s+в\\s+(рублях|евро)', 'договор\\s+заключается\\s+с\\s+(ООО|Hostoria)'],
  },
  defaultPayer: {
    topic: 'Who chooses the default payer and what it changes',
    text:
      `основного плательщика вы выбираете сами в разделе «${menu.payers}»: на него выставляются новые счета, ` +
      `в том числе счета за продление, а уже выставленные счета остаются выставленными на прежнего плательщика`,
    owner: '/billing-register/account-info/account-types',
    restatements: [
      'отметьте\\s+\\S+\\s+(как\\s+)?плательщик\\S*\\s+по\\s+умолчанию',
      'плательщик\\S*\\s+по\\s+умолчанию',
    ],
  },
  payerTransfer: {
    topic: 'Moving paid services, balance and documents to another payer (account type change)',
    text:
      `перевести оплаченные услуги и баланс на другого плательщика может только ${teams.finance.name.toLowerCase()} ` +
      `по вашему запросу и только с указанной в нём даты: всё, что оплачено до этой даты, и документы на эти ` +
      `платежи остаются за прежним плательщиком`,
    owner: '/billing-register/account-info/account-types',
    restatements: [
      'с\\s+такой-то\\s+даты\\s+считать\\s+плательщиком',
      'оплачено\\s+до\\s+этой\\s+даты,?\\s+оста[её]тся',
      'не\\s+меняем\\s+плательщика\\s+в\\s+уже\\s+закрытом',
    ],
  },
  financeHours: {
    topic: 'When the finance department acts (refunds, invoices, payer changes, documents)',
    text:
      `${teams.finance.name.toLowerCase()} — счета, возвраты, смена плательщика, закрывающие документы — работает ` +
      `${teams.finance.hours}; запрос, отправленный вечером, в выходной или праздник, берут в работу в ближайший ` +
      `рабочий день`,
    owner: '/payment/schedule/finance',
    restatements: ['ближайший\\s+рабочий\\s+день', 'в\\s+выходные\\s+(и\\s+праздни\\S+\\s+)?сотрудники'],
  },
  refundTerm: {
    topic: 'How and how fast money is returned from the balance',
    text:
      `деньги с баланса возвращаются по заявке финансовому отделу, который рассматривает её не дольше ` +
      `${terms.refundReviewDays} рабочих дней, и после одобрения перечисляются в течение ${terms.refundDays} ` +
      `рабочих дней — тем же способом, которым вы платили, а организации — только на расчётный счёт, ` +
      `с которого пришёл платёж`,
    owner: '/payment/refund',
    restatements: [
      'в\\s+течение\\s+<Fact id="terms\\.refundDays"\\s*/>\\s+рабочих\\s+дней',
      'возврат\\S*\\s+только\\s+на\\s+(свой\\s+)?расч[её]тный\\s+сч[её]т',
    ],
  },
  cancelBeforeActivation: {
    topic: 'Cancelling a paid order before activation (our policy)',
    text:
      `оплаченный заказ, который ещё не активирован, можно отменить в течение ${terms.cancelBeforeActivationDays} ` +
      `дней после оплаты с возвратом всей суммы на баланс`,
    owner: '/service-cancellation/cancel-before-activation',
    restatements: [
      'отменить\\s+неиспользованный\\s+заказ',
      'в\\s+течение\\s+<Fact id="terms\\.cancelBeforeActivationDays"\\s*/>\\s+дней\\s+с\\s+полным\\s+возвратом',
    ],
  },
  /**
   * Added in fix 13 (issue 16, lead's decision): /order/additional-ip/subnet offered only the customer's 3-day window
   * when WE reject a subnet justification. When we refuse a service or cannot fulfil an order, we have rendered nothing,
   * so the whole payment is returned whenever that happens (ст. 1102 ГК РФ); `cancelBeforeActivation` is for the
   * customer's own cancellation only.
   */
  providerRefusalRefund: {
    topic: 'We refuse an order or cannot fulfil it: the whole payment back at any time',
    text:
      'заказ, который мы сами отклонили, — например, потому что не одобрили обоснование подсети или не можем его ' +
      'выполнить, — отменяется с возвратом всей оплаченной суммы на баланс, сколько бы дней ни прошло после оплаты; ' +
      `срок отмены в ${terms.cancelBeforeActivationDays} дня касается только отмены по вашему желанию`,
    owner: '/service-cancellation/cancel-before-activation',
    restatements: ['сколько\\s+бы\\s+(дней\\s+)?ни\\s+прошло', 'мы\\s+сами\\s+отклонили'],
  },
  consumerRefusal: {
    topic: 'A consumer may refuse a service at any time (law, not our policy)',
    text:
      'по закону вы как потребитель вправе в любой момент отказаться от услуги и получить деньги за её неоказанную ' +
      'часть, оплатив только фактически понесённые нами и подтверждённые расходы (ст. 32 Закона «О защите прав ' +
      'потребителей», ст. 782 ГК РФ)',
    owner: '/service-cancellation/server-cancel',
    restatements: ['ст(атьи|\\.)\\s*32\\s+(Закона|ЗоЗПП)', 'ст(атьи|\\.)\\s*782'],
  },
  earlyRefusalDiscount: {
    topic: 'Leaving a period paid in advance with a discount before it ends (our policy)',
    text:
      'если вы отказываетесь от услуги, оплаченной на несколько месяцев вперёд со скидкой, раньше конца срока, ' +
      'частному лицу, заказавшему её для личных нужд, мы возвращаем на баланс плату за неиспользованные дни по той ' +
      'цене со скидкой, которую вы заплатили; для организаций и ИП скидка сохраняется только за полностью ' +
      'использованный период: использованные месяцы пересчитываются по цене помесячной оплаты, остальное ' +
      'возвращается на баланс',
    owner: '/payment/bills/pay-for-months',
    restatements: ['пересчитыва\\p{L}*\\s+по\\s+(обычной\\s+)?цене', 'по\\s+цене\\s+без\\s+скидки'],
  },
  serviceCancellation: {
    topic: 'Refusing a running service: remainder, deletion of data',
    text:
      'от работающей услуги можно отказаться в любой момент: при удалении сервера его данные стираются без ' +
      'возможности восстановления, а остаток за неиспользованные дни возвращается на баланс',
    owner: '/service-cancellation/server-cancel',
    restatements: ['остаток\\s+за\\s+неиспользованные\\s+дни'],
  },
  termsChanges: {
    topic: 'When a new edition of the offer applies',
    text:
      `о новой редакции оферты мы сообщаем по e-mail и публикуем её на сайте не позднее чем за ` +
      `${terms.offerChangeNoticeDays} дней до вступления в силу; она применяется к заказам и периодам, ` +
      `оплаченным после этой даты, а уже оплаченный период идёт на прежних условиях`,
    owner: '/working-with-server/rights-and-obligations',
    restatements: ['(изменять|меняем|изменяем)\\s+услови\\S+\\s+оферты', 'условия\\s+могут\\s+меняться'],
  },
  euroInvoiceCorrection: {
    /** The balance clause was added in fix 12 (issue 16: the owner said «разница остаётся на балансе» with no rule behind it). */
    topic: 'Correcting a paid euro invoice (wrong payer, VAT ID added later): credit note and new invoice',
    text:
      'оплаченный счёт в евро мы не правим, а аннулируем кредит-нотой (credit note) и выставляем новый — на того ' +
      'плательщика, от которого пришли деньги; если новый счёт меньше оплаченного (например, без НДС по обратному ' +
      'начислению), разница зачисляется на баланс аккаунта; наши правила не ограничивают это сроком, а в каком ' +
      'периоде отразить кредит-ноту, определяет налоговое право страны покупателя',
    owner: '/billing-register/legal-entity/other/bill-on-individual',
    restatements: ['налоговый\\s+период\\s+(ещё\\s+)?не\\s+закрыт', 'пределах\\s+того\\s+же\\s+налогового\\s+периода'],
  },
  identityCheck: {
    topic: 'How long an identity check takes and what waits for it',
    text:
      `документы для проверки личности мы рассматриваем до ${terms.verificationDays} рабочих дней после их ` +
      'получения; пока проверка идёт, новые заказы не активируются, а работающие серверы продолжают работать',
    owner: '/billing-inside/verification',
    restatements: [
      'провер\\S+\\s+(личности\\s+)?занима\\S+\\s+до\\s+\\d',
      'до\\s+\\d+\\s+рабочих\\s+дн\\S+\\s+после\\s+получения\\s+документ',
    ],
  },
  antifraudHold: {
    topic: 'How long the anti-fraud check may hold a payment',
    text:
      `платёж, задержанный нашей системой защиты от мошенничества, проверяется не дольше ${terms.antifraudHours} ` +
      'часов, если не понадобится проверка личности; по итогам он зачисляется на баланс или возвращается на карту',
    owner: '/payment/antifraud',
    restatements: ['не\\s+дольше\\s+\\d+\\s+час'],
  },
  abuseReply: {
    topic: 'Abuse complaints: time to answer and what happens without an answer',
    text:
      `на жалобу, которую мы пересылаем вам в запросе, нужно ответить в течение ${terms.abuseReplyHours} часов; ` +
      `если ответа нет или нарушение продолжается, мы ограничиваем сетевой доступ к серверу, не удаляя данные`,
    owner: '/working-with-server/abuse-processing',
    restatements: ['удалим\\s+по\\s+первой\\s+жалобе', 'ограничиваем\\s+сетевой\\s+доступ'],
  },
  immediateLimit: {
    topic: 'Abuse that is limited at once, without waiting for the customer to answer the complaint',
    text:
      'сервер, который прямо сейчас вредит другим, — атакует чужие ресурсы, массово рассылает спам, размещает ' +
      'фишинговый или мошеннический ресурс, вредоносные программы или материалы с сексуальным насилием над ' +
      'несовершеннолетними, — мы ограничиваем сразу, не дожидаясь ответа на жалобу, и сообщаем об этом в запросе; ' +
      'данные при этом не удаляются',
    owner: '/working-with-server/abuse-processing',
    restatements: [
      'сразу,?\\s+(и\\s+)?без\\s+предупреждения',
      'не\\s+дожидаясь\\s+ответа,?\\s+мы\\s+ограничиваем',
      'блокир\\S*\\s+сразу',
      'сразу,?\\s+без\\s+ожидания\\s+ответа',
    ],
  },
  overdue: {
    topic: 'Suspension and deletion of unpaid services',
    text:
      `неоплаченная услуга приостанавливается через ${terms.suspendAfterDays} дня после окончания оплаченного ` +
      `периода, а через ${terms.deleteAfterDays} дней после приостановки удаляется вместе с данными`,
    owner: '/payment/active/overdue',
    restatements: [
      '<Fact id="terms\\.suspendAfterDays"\\s*/>\\s+дн\\S*\\s+после\\s+окончания',
      '<Fact id="terms\\.deleteAfterDays"\\s*/>\\s+дней\\s+после\\s+приостановки',
    ],
  },
  /**
   * Added in sweep 4 (issue 16): the forbidden-software pages said «расторгнуть договор в порядке, установленном
   * офертой» for every customer, which п. 2 ст. 310 ГК РФ does not allow against consumers. Law, not our policy.
   */
  providerTermination: {
    topic: 'When we may end the contract on our side, per customer type (law, not our policy)',
    text:
      'прекратить договор по нашей инициативе мы можем только в случаях, которые допускает закон: с организациями и ' +
      'ИП — в порядке, установленном офертой (ст. 450.1 ГК РФ), а с клиентами — физическими лицами оферта не может ' +
      'дать нам права на односторонний отказ (п. 2 ст. 310 ГК РФ), поэтому отказаться от договора мы можем, только ' +
      'возместив клиенту убытки (п. 2 ст. 782 ГК РФ), а расторгнуть его из-за существенного нарушения — только через ' +
      'суд (подп. 1 п. 2 ст. 450 ГК РФ); деньги за неоказанный период возвращаются в любом случае',
    owner: '/working-with-server/rights-and-obligations',
    restatements: ['расторг\\S*\\s+договор\\S*\\s+в\\s+порядке,?\\s+установленном\\s+офертой'],
  },
  /**
   * Added in fix 13 (issue 16, blind round 15): /payment/active/overdue, the owner, said a suspended service is renewed
   * «так же, как до приостановки» (`renewal.manual`: the new period is added to the end of the old one), which made the
   * customer pay for the days the server was switched off — a service not rendered (п. 1 ст. 781 ГК РФ). Our policy:
   * the unpaid days before suspension, when the server worked, are paid; the days of suspension are not.
   */
  suspendedRenewal: {
    topic: 'Renewing a suspended service: the days of suspension are not charged (our policy)',
    text:
      'при продлении приостановленной услуги оплачиваются только дни после окончания оплаченного периода, когда ' +
      'сервер ещё работал, а дни приостановки, когда он был выключен, не оплачиваются — на столько же дней ' +
      'удлиняется новый период',
    owner: '/payment/active/overdue',
    restatements: ['дни\\s+приостановки[^.]{0,40}не\\s+оплачива'],
  },
} satisfies Record<string, Policy>;

export type PolicyId = keyof typeof policies;
export default policies;
