/**
 * Provider facts: the one place where the help centre states who we are, how to reach us,
 * where the panels live, when teams work, which plan lines and payment methods exist.
 * Articles never copy these values: they use the MDX components in src/components/Facts,
 * and docusaurus.config.ts reads the brand and addresses from here.
 * A real deployment changes the `.example` domains in this file only. No prices here, ever:
 * prices and plan limits live on the order page (`site.order`).
 */

export type TeamId = 'support' | 'finance' | 'customerCare';
export type PlanId = 'evo' | 'evoSsd' | 'ovz' | 'fpsMl' | 'dedicated';
export type DataCentreId = 'msk' | 'spb' | 'ams' | 'nyc';
export type PaymentAudience = 'individualsRu' | 'individualsNotRu' | 'legalEntityRu' | 'legalEntityNotRu';

export type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** Working hours as data (schema.org OpeningHoursSpecification): the same hours as `Team.hours`, for machines. */
export interface Schedule {
  days: readonly DayOfWeek[];
  /** Moscow time, HH:MM. */
  opens: string;
  closes: string;
}

export interface Team {
  name: string;
  /** How the team is reached. */
  channels: string;
  /** Working hours in words, Moscow time. Keep in step with `schedule`. */
  hours: string;
  schedule: Schedule;
}

const everyDay: readonly DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const weekdays: readonly DayOfWeek[] = everyDay.slice(0, 5);

export interface Plan {
  name: string;
  kind: string;
  /** One-line description for readers. */
  summary: string;
  virtualisation: string | null;
  storage: string;
  orderable: boolean;
  dataCentres: DataCentreId[];
}

export interface DataCentre {
  city: string;
  country: string;
  /** Short location code used in the billing panel and in hostnames of our equipment. */
  code: string;
  tier: string;
}

export interface PaymentMethod {
  name: string;
  /** Where the money arrives and when, in words. */
  note: string;
}

const domain = 'hostoria.example';

/** Our legal entities' names and the Russian VAT rate, as constants so that the `legal.eu` clauses can name them. */
const legalRu = {name: 'ООО «Хостория»', currency: 'RUB', vatRate: 22} as const;
const legalEuName = 'Hostoria Europe B.V.';

/** Menu items of the billing panel, exactly as the panel shows them. */
const menu = {
  dashboard: 'Главная',
  services: 'Услуги',
  vps: 'Услуги → Виртуальные серверы',
  dedicated: 'Услуги → Выделенные серверы',
  addons: 'Услуги → Дополнительные услуги',
  backupStorage: 'Услуги → Хранилища резервных копий',
  licences: 'Услуги → Лицензии',
  dns: 'Услуги → DNS-хостинг',
  ssl: 'Услуги → SSL-сертификаты',
  order: 'Услуги → Заказать',
  cart: 'Корзина',
  finance: 'Финансы',
  topUp: 'Финансы → Пополнить баланс',
  payments: 'Финансы → Платежи',
  invoices: 'Финансы → Счета',
  expenses: 'Финансы → Расходы',
  documents: 'Финансы → Документы',
  autoPayment: 'Финансы → Автоплатёж',
  promo: 'Финансы → Промокоды',
  account: 'Аккаунт',
  profile: 'Аккаунт → Профиль',
  payers: 'Аккаунт → Плательщики',
  contacts: 'Аккаунт → Контакты',
  security: 'Аккаунт → Безопасность',
  notifications: 'Аккаунт → Уведомления',
  sshKeys: 'Аккаунт → SSH-ключи',
  support: 'Поддержка',
  tickets: 'Поддержка → Запросы',
  newTicket: 'Поддержка → Новый запрос',
} as const;

/** Departments a ticket can be addressed to, as the «Новый запрос» form lists them. */
const ticketDepartments = {
  support: 'Техническая поддержка',
  finance: 'Финансы',
  customerCare: 'Отдел по работе с клиентами',
} as const;

/** Buttons of the billing panel outside the menus: login page, profile and security pages. */
const panelButtons = {
  register: 'Регистрация',
  forgotPassword: 'Забыли пароль?',
  edit: 'Изменить',
  enable2fa: 'Включить двухфакторную аутентификацию',
  /** The delete button on a domain's page in `menu.dns` (added in fix 13 with `dnsHosting.removal`). */
  deleteDomain: 'Удалить домен',
} as const;

/** The payers page of the billing panel (Аккаунт → Плательщики): its button and payer types. */
const payerForm = {
  add: 'Добавить плательщика',
  individual: 'Физическое лицо',
  soleTrader: 'Индивидуальный предприниматель',
  legalEntity: 'Юридическое лицо',
  foreignEntity: 'Иностранная организация',
  refreshFromRegistry: 'Обновить из ЕГРЮЛ',
} as const;

/** Labels of the ticket form and ticket page in the billing panel (Поддержка → Новый запрос / Запросы). */
const ticket = {
  serviceField: 'Услуга',
  priorityNormal: 'Обычный',
  priorityUrgent: 'Срочный',
  send: 'Отправить',
  close: 'Закрыть запрос',
  statusOpen: 'Открыт',
  statusAnswered: 'Ответ получен',
  statusInProgress: 'В работе',
  statusClosed: 'Закрыт',
} as const;

/** Buttons on a server's page in the billing panel (Услуги → … → the server). */
const serverActions = {
  credentials: 'Доступы',
  reboot: 'Перезагрузить',
  powerOff: 'Выключить',
  powerOn: 'Включить',
  hardReset: 'Жёсткая перезагрузка',
  reinstall: 'Переустановить ОС',
  console: 'Консоль',
  rescue: 'Режим восстановления',
  resetPassword: 'Сбросить пароль',
  ptr: 'Обратная зона (PTR)',
  prolong: 'Продлить',
  autoProlong: 'Автопродление',
  changePlan: 'Сменить тариф',
  cancel: 'Отказаться от услуги',
} as const;

export const provider = {
  brand: 'Hostoria',
  tagline: 'Мы любим наших клиентов',
  /** The year Hostoria started: the first year of the footer's copyright line. */
  founded: 2016,
  domain,
  /** Contracting parties: rouble accounts with the Russian company, euro accounts with the Dutch one. */
  legal: {
    ru: legalRu,
    eu: {
      name: legalEuName,
      country: 'Нидерланды',
      currency: 'EUR',
      vatRate: 21,
      /**
       * How an EU company's VAT number is checked (added in fix 12, issue 16: /payment/new/vat, its owner, and
       * bill-on-individual, legal-entity-not-ru and legal-entity/other described the VIES check as a panel feature with
       * no fact behind it). The law behind it: art. 18 of Implementing Regulation (EU) 282/2011. A clause that reads
       * inside a sentence.
       */
      vatIdCheck:
        'номер плательщика НДС (VAT ID) компании из ЕС мы проверяем в системе VIES, когда его указывают у ' +
        'плательщика, и счета без НДС по обратному начислению выставляем, только если номер подтверждён',
      /**
       * Tax that a non-EU country levies on a foreign seller of e-services to its private persons (added in fix 12,
       * issue 16, a decision of the lead; owner: /payment/new/vat). The law: e.g. Russia, п. 3 ст. 174.2 НК РФ; this
       * clause is our policy. A clause that reads inside a sentence.
       */
      nonEuConsumerTax:
        'налог на электронные услуги, который страна частного лица вне ЕС по своему закону взимает с иностранного ' +
        `продавца, ${legalEuName} начисляет и уплачивает сама и показывает в счёте отдельной строкой; для частных лиц ` +
        `из России это НДС по ставке ${legalRu.vatRate} %, которого от иностранного продавца требует п. 3 ст. 174.2 НК РФ`,
    },
  },
  site: {
    main: `https://${domain}`,
    order: `https://${domain}/order`,
    help: `https://help.${domain}`,
    offer: `https://${domain}/legal/offer`,
    aup: `https://${domain}/legal/aup`,
    status: `https://status.${domain}`,
    speedTest: `https://speedtest.${domain}`,
  },
  billing: {
    name: 'личный кабинет',
    url: `https://my.${domain}`,
    newTicketUrl: `https://my.${domain}/tickets/new`,
  },
  /** Menu items of the billing panel, exactly as the panel shows them. */
  menu,
  /** Departments a ticket can be addressed to, as the «Новый запрос» form lists them. */
  ticketDepartments,
  /** Statuses of a service in Услуги, as the panel shows them. */
  serviceStatus: {
    pendingActivation: 'Ожидает активации',
  },
  /** Buttons of the billing panel outside the menus: login page, profile and security pages. */
  panelButtons,
  /** The payers page of the billing panel (Аккаунт → Плательщики): its button and payer types. */
  payerForm,
  /** Labels of the ticket form and ticket page in the billing panel (Поддержка → Новый запрос / Запросы). */
  ticket,
  /** Buttons on a server's page in the billing panel (Услуги → … → the server). */
  serverActions,
  contacts: {
    supportEmail: `support@${domain}`,
    billingEmail: `billing@${domain}`,
    salesEmail: `sales@${domain}`,
    abuseEmail: `abuse@${domain}`,
    docsEmail: `docs@${domain}`,
    phone: '+7 495 000-00-00',
    phoneTollFree: '8 800 000-00-00',
    telegram: '@hostoria_help_bot',
    postalAddress: '123000, Москва, а/я 000, ООО «Хостория»',
  },
  teams: {
    support: {
      name: 'Техническая поддержка',
      channels: 'запросы в личном кабинете, e-mail, телефон',
      hours: 'круглосуточно, без выходных и праздников',
      schedule: {days: everyDay, opens: '00:00', closes: '23:59'},
    },
    finance: {
      name: 'Финансовый отдел',
      channels: `запросы в личном кабинете (отдел «${ticketDepartments.finance}»), e-mail`,
      hours: 'по будням с 09:00 до 18:00 по московскому времени',
      schedule: {days: weekdays, opens: '09:00', closes: '18:00'},
    },
    customerCare: {
      name: 'Отдел по работе с клиентами',
      channels: 'запросы в личном кабинете, e-mail, телефон, Telegram',
      hours: 'ежедневно с 09:00 до 21:00 по московскому времени',
      schedule: {days: everyDay, opens: '09:00', closes: '21:00'},
    },
  } satisfies Record<TeamId, Team>,
  /** Response targets for tickets, stated as promises in the offer. */
  responseTime: {
    firstReply: '30 минут',
    urgentFirstReply: '15 минут',
  },
  /** SLA: monthly availability of the network and power, and the compensation rule. */
  sla: {
    availability: '99,9 %',
    compensation:
      'за каждый полный час простоя сверх гарантии — компенсация на баланс в размере суточной стоимости услуги',
    /*
     * What counts as downtime and how compensation is claimed (added in sweep 5, issue 16: /prepurchase/uptime, the
     * owner, listed them with no fact behind them). Clauses that read inside a sentence.
     */
    downtime:
      'время, когда сервер недоступен из интернета или обесточен по причинам на нашей стороне: из-за аварии сетевого ' +
      'оборудования или каналов связи в дата-центре, отключения питания стойки или сервера, сбоя узла виртуализации, ' +
      'на котором работает VPS',
    exclusions:
      'проблемы внутри вашего сервера (настройки ОС, брандмауэра и программ, переполненный диск, перезагрузка по ' +
      'вашей команде), плановые работы, о которых мы предупредили заранее, приостановка услуги за неоплату или за ' +
      'нарушение правил использования и недоступность в чужих сетях, в том числе у провайдеров ваших посетителей',
    claim:
      'по вашему запросу мы сверяем указанное в нём время с нашим мониторингом и начисляем компенсацию за полные часы ' +
      'простоя сверх гарантии',
  },
  plans: {
    evo: {
      name: 'EVO',
      kind: 'VPS',
      summary: 'VPS на KVM с дисками HDD и SSD-кешем: много места по разумной цене',
      virtualisation: 'KVM',
      storage: 'HDD с SSD-кешем',
      orderable: true,
      dataCentres: ['msk', 'spb', 'ams', 'nyc'],
    },
    evoSsd: {
      name: 'EVO SSD',
      kind: 'VPS',
      summary: 'VPS на KVM с NVMe-дисками: для сайтов, баз данных и всего, что чувствительно к диску',
      virtualisation: 'KVM',
      storage: 'NVMe SSD',
      orderable: true,
      dataCentres: ['msk', 'spb', 'ams', 'nyc'],
    },
    ovz: {
      name: 'OVZ',
      kind: 'VPS (архивная линейка)',
      summary:
        'VPS на OpenVZ; новые заказы не принимаются, действующие серверы работают и переносятся на EVO или EVO SSD',
      virtualisation: 'OpenVZ',
      storage: 'HDD',
      orderable: false,
      dataCentres: ['msk'],
    },
    fpsMl: {
      name: 'FPS ML',
      kind: 'выделенный сервер для хранения (архивная линейка)',
      summary:
        'выделенные серверы с большими HDD; новые заказы не принимаются, действующие переносятся на EVO SSD или выделенные серверы',
      virtualisation: null,
      storage: 'HDD большого объёма',
      orderable: false,
      dataCentres: ['ams'],
    },
    dedicated: {
      name: 'Выделенные серверы',
      kind: 'выделенный сервер',
      summary:
        'физический сервер целиком в вашем распоряжении, с выбором дисков и RAID и консолью через IPMI или подключаемый IP-KVM',
      virtualisation: null,
      storage: 'HDD, SSD или NVMe на выбор',
      orderable: true,
      dataCentres: ['msk', 'ams', 'nyc'],
    },
  } satisfies Record<PlanId, Plan>,
  dataCentres: {
    msk: {city: 'Москва', country: 'Россия', code: 'MSK', tier: 'Tier III'},
    spb: {city: 'Санкт-Петербург', country: 'Россия', code: 'SPB', tier: 'Tier III'},
    ams: {city: 'Амстердам', country: 'Нидерланды', code: 'AMS', tier: 'Tier III'},
    nyc: {city: 'Нью-Йорк', country: 'США', code: 'NYC', tier: 'Tier III'},
  } satisfies Record<DataCentreId, DataCentre>,
  /** Network facts that articles state; port speeds and traffic volumes per plan are on the order page. */
  network: {
    dnsServers: [`ns1.${domain}`, `ns2.${domain}`],
    ipsIncluded: 'один IPv4-адрес и подсеть IPv6 /64',
    ddosIncluded: 'базовая фильтрация атак на уровне сети (L3–L4) на всех услугах без доплаты',
    /**
     * Faster port for a dedicated server (added at the end of the fourth pass, issue 16: /additional-services/network,
     * the owner, and /additional-services/traffic described it with no fact behind it). Ordered by ticket; prices on
     * the order page. A clause that reads inside a sentence.
     */
    portUpgrade:
      'скорость порта выделенного сервера расширяют по запросу в поддержку: если сетевая карта сервера поддерживает ' +
      'нужную скорость, мы перенастраиваем порт коммутатора, а если нет — устанавливаем дополнительную сетевую карту ' +
      'на 10 Гбит/с; у VPS скорость порта задаёт тариф, и отдельно она не расширяется',
    /**
     * What we do when an attack threatens the network for other customers (added in sweep 4, issue 16: stated on
     * /prepurchase/ddos, its owner). A clause that reads inside a sentence after «по нашим правилам».
     */
    ddosNullRoute:
      'мы закрываем доступ к атакуемому IP-адресу из интернета, когда атака настолько велика, что угрожает работе ' +
      'сети для других клиентов, и открываем его, когда атака прекратится; об этом мы сообщаем в запросе, а ' +
      'сам сервер продолжает работать, и зайти на него можно через консоль — на VPS кнопкой ' +
      `«${serverActions.console}» на странице сервера, на выделенном сервере через IPMI или IP-KVM`,
    /**
     * That the basic filter needs no order or setup (added in sweep 5, issue 16: /prepurchase/ddos, its owner, stated
     * it with no fact behind it). Which packets it drops is not a promise of ours: articles give attack types only as
     * examples of L3–L4 attacks.
     */
    ddosAlwaysOn: 'базовая фильтрация работает постоянно для всех адресов, подключать или настраивать её не нужно',
    /**
     * The country of our addresses and who fixes a wrong registry record (added in sweep 5, issue 16:
     * /prepurchase/ip-address, the owner, stated both with no fact behind them). Clauses read inside a sentence.
     */
    ipCountry:
      'страна IP-адреса всегда совпадает со страной дата-центра, где стоит сервер: адреса, в том числе ' +
      'дополнительные, принадлежат сети этого дата-центра, и выбрать страну отдельно нельзя',
    whoisFix: 'неверную страну в регистрационной записи (whois) нашего адреса мы исправляем по вашему запросу',
    /** Moving a server to another data centre (owner: /prepurchase/physical-location; agrees with migration.auto). */
    dcChange:
      'сервер нельзя перевезти в другой дата-центр: там заказывают новый сервер и переносят на него данные, а ' +
      'IP-адреса при этом меняются',
    /**
     * Which addresses the PTR button covers (added in fix 13, issue 16: /glossary/ptr and /order/additional-ip/ipv6
     * said it sets PTR for IPv6 too with no fact behind it; owner: /glossary/ptr). A clause that reads inside a
     * sentence.
     */
    ptrSelfService:
      `PTR-записи основного и дополнительных IPv4-адресов сервера и адресов из его подсети IPv6 вы задаёте сами кнопкой ` +
      `«${serverActions.ptr}» на странице сервера`,
  },
  /** Payment methods offered today. Methods that no longer work are listed in `paymentDiscontinued`. */
  payment: {
    individualsRu: [
      {name: 'Банковская карта (Мир, Visa, Mastercard российских банков)', note: 'зачисление сразу после оплаты'},
      {name: 'Система быстрых платежей (СБП)', note: 'оплата по QR-коду из приложения банка, зачисление сразу'},
      {name: 'SberPay', note: 'зачисление сразу'},
      {name: 'ЮMoney', note: 'зачисление сразу'},
      {name: 'Банковский перевод по квитанции', note: 'зачисление не позднее 3 рабочих дней после оплаты'},
    ],
    individualsNotRu: [
      {name: 'Банковская карта Visa или Mastercard (счёт в евро)', note: 'зачисление сразу после оплаты'},
      {name: 'Перевод SEPA (счёт в евро)', note: 'зачисление не позднее 2 рабочих дней после оплаты'},
      {
        name: 'Криптовалюта: Bitcoin (BTC) и USDT в сети TRON (TRC-20)',
        note: 'зачисление автоматически после 2 подтверждений в блокчейне для BTC и 20 — для USDT',
      },
    ],
    legalEntityRu: [
      {name: 'Безналичный перевод по счёту в рублях', note: 'зачисление не позднее 3 рабочих дней после оплаты, с НДС'},
      {name: 'Корпоративная банковская карта', note: 'зачисление сразу'},
      {name: 'СБП для юридических лиц (B2B)', note: 'зачисление сразу'},
    ],
    legalEntityNotRu: [
      {name: 'Перевод SEPA или SWIFT по счёту в евро', note: 'зачисление не позднее 5 рабочих дней после оплаты'},
      {name: 'Корпоративная карта Visa или Mastercard (счёт в евро)', note: 'зачисление сразу'},
    ],
  } satisfies Record<PaymentAudience, PaymentMethod[]>,
  paymentDiscontinued: {
    qiwi: 'QIWI Кошелёк: у банка отозвана лицензия в феврале 2024 года, платежи невозможны',
    paypal: 'PayPal: не обслуживает российские счета с марта 2022 года',
    webmoney: 'WebMoney: приём прекращён',
    paymentwall: 'Paymentwall: приём прекращён',
  },
  /**
   * How an incoming payment is credited (added in the unread-articles pass, issue 16: the owners stated these rules
   * with no fact behind them). Each value is a clause that reads inside a sentence.
   */
  paymentRules: {
    /** Owner: /payment/new/fee. */
    ownFee: 'своей комиссии к платежам мы не добавляем: на баланс зачисляется вся сумма, которая до нас дошла',
    /** Owner: /payment/active/partial-payment; consistent with `renewal.invoicePaid` and `renewal.manual`. */
    partial:
      'любой платёж зачисляется на баланс аккаунта, а если его не хватает на весь счёт, деньги остаются на балансе, ' +
      'пока вы не доплатите разницу или не продлите услугу на меньший срок',
  },
  /** Edo operators we exchange closing documents with. */
  edo: ['Контур.Диадок', 'СБИС', 'Такском'],
  /** Terms that articles quote; the offer is the source of truth. */
  terms: {
    /** Days after the paid period ends before an unpaid service is suspended. */
    suspendAfterDays: 3,
    /** Days after suspension before the service and its data are deleted for good. */
    deleteAfterDays: 10,
    /** Working days to return money after a refund request is approved. */
    refundDays: 10,
    /** Working days to check identity documents. */
    verificationDays: 2,
    /** Hours a payment can be held by the anti-fraud check at most. */
    antifraudHours: 24,
    /** Hours a customer has to answer an abuse complaint before the server is limited. */
    abuseReplyHours: 24,
    /** Days in which an unused order can be cancelled with a full refund. */
    cancelBeforeActivationDays: 3,
    /** Days before a new edition of the offer takes effect that we publish it and e-mail customers. */
    offerChangeNoticeDays: 14,
    /**
     * Working days in which the finance department decides on a refund request (added in fix13 r20, issue 16: policy
     * `refundTerm` counted the refund from an approval with no time limit; owner: /payment/refund). Our policy.
     */
    refundReviewDays: 3,
  },
  /** How long things take. */
  timing: {
    vpsActivation: 'в течение 15 минут после зачисления оплаты',
    dedicatedInStockActivation: 'до 4 часов после зачисления оплаты',
    dedicatedCustomActivation: 'до 5 рабочих дней после зачисления оплаты',
    extraIpVps: 'автоматически, в течение 5 минут',
    extraIpDedicated: 'в течение 24 часов',
    subnet: 'до 3 рабочих дней после одобрения обоснования',
    diskReplacement: 'в течение 2 часов после подтверждения окна работ',
    lanSetup: 'до 1 рабочего дня',
  },
  /** Discounts in percent: for paying several months ahead and for loyal customers. */
  discounts: {
    months3: 3,
    months6: 5,
    months12: 10,
    loyaltyYear1: 3,
    loyaltyYear3: 7,
    /**
     * Discounts for large orders (added in sweep 5, issue 16: /payment/discounts, its owner, offered them with no fact
     * behind them). A clause that reads inside a sentence; the terms are in the individual offer, never here.
     */
    volume:
      'для крупных заказов — например, нескольких выделенных серверов — мы предлагаем индивидуальные условия: их ' +
      'обсуждают по e-mail с отделом продаж, а к каким услугам и до какой даты они применяются, сказано в самом ' +
      'предложении',
    /**
     * How the prepayment discount combines with loyalty and promo codes (added in fix13 r22, issue 16: /payment/discounts,
     * the owner, left the reader's question open). A clause that reads inside a sentence.
     */
    combine:
      'скидка за оплату на 3, 6 или 12 месяцев вперёд сочетается со скидкой лояльности, а промокод на скидку ' +
      'применяется к сумме, уже уменьшенной этими скидками, если в условиях промокода не сказано иное',
  },
  /** Operating systems offered in the order form and for reinstall. */
  os: {
    linux: 'Debian 12 и 13, Ubuntu 22.04 и 24.04 LTS, AlmaLinux 9 и 10, Rocky Linux 9',
    windows: 'Windows Server 2019, 2022 и 2025',
    recommended: 'Debian 13',
    /** The Windows Server licence (Microsoft SPLA), as a clause after «лицензия Windows Server»; owner: /additional-services/os. */
    windowsLicence:
      'подключается автоматически, когда вы выбираете Windows при заказе или переустановке, и оплачивается вместе с сервером',
    /** The Windows Server edition installed unless the customer asks for another; owner: /additional-services/os. */
    windowsEdition: 'Standard',
    /**
     * Terminal (RDS) licences that are lawful on our servers with Windows under SPLA, as a clause after «это»;
     * owner: /services/os/windows/terminal-licenses (added in sweep 4, issue 16: one wording for SAL vs CAL).
     */
    rdsLicences:
      'помесячные лицензии RDS SAL на пользователя от нас по программе SPLA или свои лицензии RDS User CAL (на ' +
      'пользователя) с действующей подпиской Software Assurance либо купленные по подписке; лицензии на устройство ' +
      '(RDS Device CAL) на нашем оборудовании использовать нельзя',
    /**
     * How RDS SAL are ordered from us (added in fix 5, issue 16: the owner article sent readers to sales@ with no fact
     * behind it; owner: /services/os/windows/terminal-licenses). A clause that reads after «лицензии RDS SAL».
     */
    rdsSalOrder:
      'заказывают запросом в техническую поддержку, указав сервер и число пользователей; данные для установки лицензий ' +
      'на сервер лицензирования мы присылаем в ответе на запрос',
    /**
     * Why an OVZ container cannot be upgraded in place to a new release, as a clause after «на VPS линейки OVZ»
     * (added in fix 13, round 21: /services/os/why-debian, the owner, left it out; systemd in Debian 13 needs a newer
     * kernel than the OpenVZ node kernel).
     */
    ovzUpgrade:
      'система работает на общем ядре узла OpenVZ, на котором Debian 13 не запускается, поэтому обновить Debian 12 до ' +
      '13 на месте нельзя: сначала перенесите сервер на EVO или EVO SSD',
  },
  /** Control panels: how a reader reaches them on their server. */
  panels: {
    fastpanelPort: 8888,
    ispmanagerPort: 1500,
    ispmanagerPath: '/ispmgr',
    /**
     * FASTPANEL licence kinds as the developer sells them on fastpanel.direct (documentation:
     * kb.fastpanel.direct). No prices: they are the developer's. Servers we install FASTPANEL on get the
     * free licence. Check the names against fastpanel.direct when the developer changes its line-up.
     */
    fastpanelLicences: {
      free: 'бесплатная лицензия',
      paid: 'платная лицензия',
      pack: 'License Pack',
    },
    /**
     * Who sells which panel licence (added in the fourth sweep, issue 16: every ISPmanager page said we sell it, with no
     * fact behind it; owner: /order/panels/license). Ordered in `menu.order`, shown and renewed in `menu.licences`.
     * A clause that reads inside a sentence.
     */
    licenceSales:
      'лицензии ISPmanager 6 мы продаём сами, отдельной услугой к вашему серверу у нас, а лицензии FASTPANEL — ' +
      'бесплатную и платные — выдаёт и продаёт разработчик панели',
    /**
     * Moving an ISPmanager licence bought from us (added in sweep 5, issue 16; owner:
     * /order/panels/ispmanager/license-control). Requested by ticket (`menu.newTicket`); the developer limits how
     * often a licence's IP can change. A clause that reads inside a sentence.
     */
    licenceTransfer:
      'лицензию ISPmanager, купленную у нас, мы по запросу в поддержку переносим на IP-адрес другого вашего сервера ' +
      'у нас или на новый основной адрес того же сервера',
    /**
     * FASTPANEL chosen in the order form (added in sweep 5, issue 16; owner: /order/panels/fastpanel/address, cost:
     * /order/panels/fastpanel/cost). A clause that reads inside a sentence.
     */
    fastpanelInstall:
      'FASTPANEL, выбранная при заказе сервера, устанавливается вместе с ОС с бесплатной лицензией и без отдельной ' +
      `платы, а логин и пароль администратора панели показывает кнопка «${serverActions.credentials}» на странице сервера`,
    /**
     * What happens to an ISPmanager licence bought from us when its server is deleted (added in pass 8, issue 16: the
     * ISPmanager pages said so with no fact behind it; owner: /order/panels/license). Consistent with `licenceSales`
     * (a separate service) and `licenceTransfer`. A clause that reads inside a sentence.
     */
    licenceCancel:
      'лицензия ISPmanager, купленная у нас, — отдельная услуга со своим сроком оплаты и при удалении сервера сама не ' +
      `закрывается; от неё отказываются кнопкой «${serverActions.cancel}» на её странице в разделе «${menu.licences}» ` +
      'или просят перенести её на другой ваш сервер',
  },
  /** Backup storage add-on. */
  backupStorage: {
    host: `backup.${domain}`,
    protocols: 'FTP, FTPS, SFTP, rsync поверх SSH, SMB и NFS',
    /**
     * How a storage is tied to a server (owner: /order/backup/service; moving it: /order/backup/move). The storage
     * is a service of its own in `menu.backupStorage`; the binding only decides which server may connect.
     */
    binding:
      'хранилище привязано к одному вашему серверу у нас: подключаться к нему можно с этого сервера (с других ваших ' +
      'серверов — если попросите об этом в комментарии к заказу или в запросе), а перепривязать его к другому ' +
      'серверу можно по запросу, не теряя копий',
    /**
     * Whether we copy customers' server data ourselves (added in the fourth pass, issue 16; owner:
     * /working-with-server/tech-questions/backup/who-make-backups). A clause that reads inside a sentence.
     */
    noProviderCopies: 'мы не делаем резервных копий содержимого VPS и выделенных серверов клиентов',
    /**
     * Changing the size of a storage (added in sweep 5, issue 16; owner: /order/backup/reduce). Done by ticket
     * (`menu.newTicket`); sizes and prices are on the order page. The money clause (added in fix 12, a decision of the
     * lead: a storage size is billed as its plan, as `renewal.proration` words it for plans). A clause that reads
     * inside a sentence.
     */
    resize:
      'объём хранилища меняют по запросу в поддержку: увеличить его можно в любой момент, а уменьшить — только если ' +
      'занятое место помещается в новый объём; копии при этом остаются на месте, а лишние мы сами не удаляем',
    resizeBilling:
      'объём хранилища — это его тариф, поэтому при смене объёма оставшиеся дни оплаченного периода пересчитываются ' +
      'по цене нового объёма, и разница списывается с баланса или возвращается на него',
    /**
     * What the storage's SSH server allows (added in sweep 5, issue 16; owner:
     * /working-with-server/tech-questions/backup/how-to-connect). A clause that reads inside a sentence.
     */
    sshAccess:
      'SFTP и rsync работают через SSH на порту 22 по логину и паролю из карточки хранилища; командной оболочки ' +
      'по SSH нет, и отдельного rsync-сервера (адресов вида rsync://) тоже нет',
    /**
     * Changing the storage password (added in sweep 5, issue 16; owner:
     * /working-with-server/tech-questions/backup/credentials). A clause that reads inside a sentence.
     */
    passwordChange:
      'пароль хранилища мы меняем по запросу в поддержку: новый появляется в карточке доступов хранилища, а старый ' +
      'сразу перестаёт действовать',
    /**
     * What the storage's credentials card shows (added in pass 7, issue 16: the owner article
     * /working-with-server/tech-questions/backup/credentials listed its fields with no fact behind it; how-to-connect
     * sends readers to the same card). A clause that reads inside a sentence.
     */
    card:
      `кнопка «${serverActions.credentials}» на странице хранилища показывает адрес, логин и пароль хранилища, а для SMB и NFS — ещё имя ` +
      'общей папки и путь экспорта',
    /**
     * What the storage's order form asks for (added in fix 12, issue 16: /additional-services/backup and the owner
     * /order/backup/how-to-order described the form with no fact behind it; consistent with `binding`). A clause that
     * reads inside a sentence.
     */
    orderForm: 'в заказе хранилища выбирают его объём и ваш сервер, к которому оно будет привязано',
    /**
     * Who keeps the storage hardware running (added in fix 13, issue 16: /order/backup/cost and the owner
     * /order/backup/service promised disk replacement with no fact behind it; `noProviderCopies` still holds: we keep
     * the hardware, not extra copies). A clause that reads inside a sentence.
     */
    hardware:
      'исправность оборудования хранилища и замену его вышедших из строя дисков мы обеспечиваем сами, и это входит в ' +
      'плату за хранилище',
  },
  /** Rescue system booted from the billing panel. */
  rescue: {
    system: 'Rescue-система на базе Debian 13',
    /**
     * How the customer logs in to it (added in the fourth pass, issue 16; owner:
     * /working-with-server/tech-questions/dedic/rescue). A clause that reads inside a sentence.
     */
    access:
      'в rescue-систему входят по SSH под root с временным паролем, который личный кабинет показывает после ' +
      'включения режима; пароль основной системы при этом не меняется',
    /**
     * How the customer leaves it (added in pass 7, issue 16: the rescue and reset-password pages said «выключите режим
     * восстановления» with no fact behind it; owner: /working-with-server/tech-questions/dedic/rescue). A clause that
     * reads after «режим восстановления».
     */
    exit:
      'выключается той же кнопкой на странице сервера, которой его включили, а со своих дисков сервер ' +
      `загружается после следующей перезагрузки кнопкой «${serverActions.reboot}»`,
    /**
     * How the customer enters it (added in fix 8, issue 16: the rescue page said the button reboots the server by
     * itself, which no fact stated; owner: /working-with-server/tech-questions/dedic/rescue). Mirrors `exit`. A clause
     * that reads after «режим восстановления».
     */
    enter:
      `включается кнопкой «${serverActions.rescue}» на странице сервера, а в rescue-систему сервер загружается после ` +
      `перезагрузки кнопкой «${serverActions.reboot}»`,
  },
  /** Private network between servers. */
  lan: {
    vlanSpeed: '1 Гбит/с, по заказу 10 Гбит/с для выделенных серверов',
    addressing: '10.0.0.0/8 (подсеть выбираете вы)',
    /**
     * How a private network is ordered and who may join it (added in sweep 5, issue 16: the lan/ pages stated these rules
     * with no fact behind them; owner: /working-with-server/lan/howto). How long it takes is `timing.lanSetup`. Each
     * value is a clause that reads inside a sentence.
     */
    members: 'в одну сеть объединяются VPS и выделенные серверы одного аккаунта, расположенные в одном дата-центре',
    ordering:
      'для новых серверов — комментарием к заказу, для действующих — запросом в техническую поддержку; когда сеть ' +
      'готова, мы пишем в запросе, какой сетевой интерфейс сервера к ней подключён',
    reboot:
      'о перезагрузке или выключении действующего сервера, если они нужны для подключения, мы сообщаем в ответе на ' +
      'запрос до начала работ и выполняем их только в согласованное с вами время',
    joinExisting: 'серверы, которые уже объединены в сеть, при подключении к ней нового сервера не перезагружаются',
    /**
     * How a dedicated server is wired into the private network (added in fix 5, issue 16: the lan/ pages required a
     * free port with no fact behind it; owner: /working-with-server/lan/howto; the card: /order/additional-hardware/nic,
     * ordered as `hardware.addToServer`). A clause that reads inside a sentence.
     */
    dedicatedPort:
      'выделенный сервер подключается к частной сети отдельным сетевым портом, и если свободного порта нет, мы пишем ' +
      'об этом в ответе на запрос: понадобится дополнительная сетевая карта',
  },
  /** Traffic rules; volumes per plan are on the order page. */
  traffic: {
    counted: 'только исходящий трафик, входящий не учитывается',
    period: 'календарный месяц',
    overLimit: 'скорость порта снижается до 10 Мбит/с до конца месяца, если не докуплен пакет трафика',
    /**
     * The extra traffic package (added in the fourth review, issue 16; owner: /additional-services/traffic). A clause
     * that reads after «пакет дополнительного трафика».
     */
    extraPackage:
      'добавляется к объёму тарифа после зачисления оплаты и действует до конца текущего учётного периода: ' +
      'сниженная скорость порта при этом восстанавливается, а неизрасходованный остаток на следующий период не переносится',
    /**
     * How the package is ordered (added in pass 8, issue 16: /additional-services/traffic, the owner, described an
     * order form with no fact behind it; ordered like `network.portUpgrade` and `hardware.addToServer`). A clause
     * that reads inside a sentence.
     */
    extraOrder:
      `пакет дополнительного трафика заказывают запросом в отдел «${ticketDepartments.support}» с номером сервера и ` +
      `нужным объёмом; мы выставляем счёт в разделе «${menu.invoices}», и пакет добавляется после его оплаты`,
  },
  /** Migrations by our admins. */
  migration: {
    freeFromOtherHosting: 'один бесплатный перенос сайтов от другого провайдера при заказе VPS или выделенного сервера',
    /**
     * Automatic migration of a VPS to another plan line (owner: /working-with-server/migrations/auto; added in the
     * fourth review, issue 16, so that the pages that mention it state the same conditions). Clauses that read after
     * «автоматический перенос».
     */
    auto:
      'работает внутри одного дата-центра и сохраняет IP-адреса, на время копирования сервер выключен, а тариф, на ' +
      'который вы переходите, должен иметь диск не меньше текущего',
    autoFailure:
      'если перенос завершился ошибкой, сервер остаётся на прежнем тарифе в исходном состоянии, а оплата за новый ' +
      'тариф возвращается на баланс',
    /**
     * When the automatic migration can start (added at the end of the fourth pass, issue 16; owner:
     * /working-with-server/migrations/auto). A clause that reads after «По нашим правилам».
     */
    autoStart:
      `перенос запускается кнопкой «${serverActions.changePlan}» только у работающего, не приостановленного сервера и начинается, ` +
      'как только на балансе есть деньги на новый тариф: если их не хватает, пополните баланс, и перенос начнётся ' +
      'после зачисления',
    /**
     * Changing a VPS plan within its line (added in fix 5, issue 16: vps-vs-dedic, ram, reboot and use-panel stated it
     * with no fact behind it; owner: /additional-services/ram). Moving to another line is `migration.auto`. A clause
     * that reads inside a sentence.
     */
    planChangeInLine:
      'смена тарифа VPS внутри линейки проходит без переноса данных и переустановки системы, а новые ресурсы сервер ' +
      'получает после выключения и включения из личного кабинета — перезагрузки изнутри системы для этого недостаточно',
    /**
     * What the automatic migration does to an OVZ container (added in fix 5, issue 16: stated with no fact behind it;
     * owner: /working-with-server/migrations/server-server/ovz-evo-evossd, also /working-with-server/migrations/auto).
     * A clause that reads after «при переносе с OVZ».
     */
    ovzToKvm:
      'файлы контейнера со всеми данными, пользователями и паролями копируются в виртуальную машину KVM, сетевые ' +
      'настройки переписываются под новый сетевой интерфейс, а ядро и загрузчик устанавливаются из репозиториев ' +
      'системы, поэтому перенос возможен только для систем, которые ещё поддерживает разработчик',
  },
  /** SSL certificates we resell. */
  ssl: {
    vendor: 'Sectigo',
    /**
     * Reissuing within the paid term, as a clause after «по нашим правилам»; owner: /services/ssl/what-is (added in
     * sweep 4, issue 16: a certificate paid for a year now outlives the maximum validity and is reissued in between).
     */
    reissue: 'перевыпуск сертификата в пределах оплаченного срока бесплатен',
    /**
     * The certificates we sell, as a noun phrase after «мы продаём сертификаты» (added in fix 6, issue 16: the
     * review asked where the product names come from; owners: /services/ssl/positivessl and
     * /services/ssl/positivessl-wildcard, printed in /services/ssl/with-www).
     */
    products:
      'Sectigo PositiveSSL (одно доменное имя) и PositiveSSL Wildcard (домен и все поддомены одного уровня под ним)',
    /**
     * Where the CSR goes and where the issued files are (added in pass 9, issue 16: positivessl, positivessl-wildcard and
     * csr described the certificate page with no fact behind it, and csr sent the CSR to the order form instead; owner:
     * /services/ssl/positivessl). A clause that reads inside a sentence.
     */
    issue:
      `оплаченный сертификат появляется в разделе «${menu.ssl}», где на его странице вставляют текст CSR и выбирают ` +
      'способ проверки домена, после выпуска скачивают архив с сертификатом и цепочкой промежуточных сертификатов, а ' +
      'для перевыпуска вставляют новый CSR',
  },
  /** Servers with a pre-installed application (/apps): the systems we deploy the applications on. */
  apps: {
    os: 'Debian 13 или Ubuntu 24.04 LTS',
    /*
     * How we deploy an application (added in sweep 5, issue 16: every /apps page relies on it; owner: /apps, the
     * section overview). Ports, file names and image tags on an app page are the developer's defaults unless a
     * per-app object below records a choice of ours.
     */
    /** Where an application that runs in Docker Compose lives; its page names the Compose file. */
    layout:
      'приложения, которые работают в Docker Compose, лежат в каталоге /opt/<имя-приложения>: там файл Compose, ' +
      'собранный по официальной инструкции разработчика, и данные приложения',
    /** Applications installed without Docker (a package, the developer's installer or a systemd service). */
    notDocker: '3X-UI, code-server, GitLab, MinIO, Node.js, OpenVPN Access Server, WireGuard и «Рабочий стол»',
    /** Applications whose login data we set at installation (shown under serverActions.credentials). */
    loginAtInstall:
      '3X-UI, code-server, Gitea, GitLab, Mailu, MinIO, OpenVPN Access Server, RabbitMQ, SiYuan и «Рабочий стол»',
    /** Applications whose first administrator is created by whoever opens them first: we do not create one. */
    firstVisitorAdmin: 'AFFiNE, Memos, n8n, Nextcloud (интерфейс AIO) и Rocket.Chat',
    /** Gitea (owner: /apps/gitea): Git over SSH is published on 2222, because 22 is the server's own SSH. */
    gitea: {
      sshPort: 2222,
      /** The database we set up at installation, when we create the administrator. */
      database: 'SQLite',
      /**
       * Where our installation keeps the data (added in fix 13, issue 16: the developer's compose mounts ./gitea, ours
       * mounts ./data, which the page stated with no fact behind it; owner: /apps/gitea). A clause that reads inside a
       * sentence.
       */
      layout:
        'все данные Gitea лежат в каталоге /opt/gitea/data/, который в нашем compose.yaml подключён в контейнер как ' +
        '/data (в файле разработчика этот каталог называется gitea)',
    },
    /** Other per-app choices of ours that the app pages rely on (owner: each app's page). */
    minio: {
      /** The developer publishes the Community Edition as source only since October 2025. */
      build: 'мы собираем MinIO из исходного кода последнего выпуска и ставим на Debian 13',
    },
    mailu: {domain: 'для домена, который вы указали в заказе'},
    vaultwarden: {listen: '127.0.0.1:8000'},
    ovpnAdmin: {
      listen: '127.0.0.1:8080',
      /*
       * How we deploy it (added in pass 8, issue 16: /apps/ovpn-admin, the owner, described a compose.yaml, a flag and
       * `docker compose pull` that do not match the developer's repository flant/ovpn-admin, whose docker-compose.yaml
       * builds the images locally and whose start.sh runs `docker compose -p openvpn-master up -d --build`).
       */
      deploy:
        'мы клонируем репозиторий разработчика в /opt/ovpn-admin и запускаем его сценарием start.sh: образы ' +
        'собираются на сервере по файлу docker-compose.yaml, а проект Compose называется openvpn-master',
      /** The one value we change in the developer's docker-compose.yaml besides `listen`. */
      server: 'в переменной OVPN_SERVER мы указываем публичный IP-адрес сервера и порт разработчика 7777/TCP',
    },
    wireguard: {
      subnet: '10.8.0.0/24',
      firstProfile: '/etc/wireguard/clients/client1.conf',
      /*
       * Our setup choices (added in pass 8, issue 16: /apps/wireguard, the owner, stated them with no fact behind them;
       * WireGuard itself has no defaults for them).
       */
      serverAddress: '10.8.0.1',
      forwarding: '/etc/sysctl.d/99-wireguard.conf',
      nat: 'выход клиентов в интернет через NAT включают строки PostUp и PostDown в /etc/wireguard/wg0.conf',
      /** ListenPort in our wg0.conf (added in fix 13, round 21: /apps/wireguard, the owner, typed it with no fact). */
      port: '51820/UDP',
    },
    gui: {
      user: 'для входа мы создаём отдельного пользователя, а не даём входить под root',
      /** What we install (added in pass 8, issue 16: /apps/gui, the owner, stated it with no fact behind it). */
      stack:
        'графическая среда XFCE и сервер xrdp (пакеты из репозитория дистрибутива), принимающий подключения RDP на порту 3389',
    },
    rocketchat: {composeFile: 'COMPOSE_FILE=compose.database.yml:compose.traefik.yml:compose.yml'},
    /*
     * code-server (added in pass 8, issue 16: /apps/codeserver, the owner, stated the service and its user with no
     * fact behind them). The developer's install.sh installs the package; the unit `code-server@<user>` is the
     * package's own systemd template.
     */
    /**
     * Node.js (added in pass 8, issue 16: /apps/nodejs, the owner, stated the source and the version rule with no fact
     * behind them).
     */
    nodejs: {
      stack:
        'Node.js той LTS-версии, которая актуальна на момент выдачи сервера, с npm из репозитория NodeSource и ' +
        'менеджер процессов PM2',
    },
    codeServer: {
      service:
        'code-server мы ставим официальным скриптом разработчика и запускаем службой code-server@root, то есть от ' +
        'имени root, на адресе 127.0.0.1:8080',
    },
    /**
     * RabbitMQ (added in fix 8, issue 16: /apps/rabbitmq, the owner, named the node name and the data directory with no
     * fact behind them; the developer publishes the image rabbitmq, not a Compose file, so both are our choices).
     */
    rabbitmq: {
      compose:
        'в /opt/rabbitmq/compose.yaml заданы образ rabbitmq с модулем управления, постоянное имя узла ' +
        '(hostname: rabbitmq) и логин администратора, а данные узла лежат в каталоге /opt/rabbitmq/data/, который ' +
        'подключён в контейнер как /var/lib/rabbitmq',
    },
  },
  /**
   * How add-ons ordered to a server are renewed (added in the second payment review, issue 16: the renewal,
   * discount and partial-payment articles state it; the owner is /payment/active/prolong).
   */
  renewal: {
    addons: 'IP-адреса и диски, заказанные к серверу, продлеваются вместе с сервером, одной суммой и до той же даты',
    /**
     * What the «Автопродление» switch does (added in sweep 5, issue 16: the renewal, invoice and auto-payment pages
     * described it with no fact behind it; owner: /payment/active/prolong). A clause that reads inside a sentence.
     */
    auto:
      'в последний день оплаченного периода услуга с включённым автопродлением продлевается с баланса на тот же ' +
      'срок, на который её продлевали в последний раз, если на балансе хватает денег; если не хватает, продление ' +
      'не выполняется, и продлить услугу нужно вручную',
    /** The renewal invoice (owner: /payment/bills/auto; added in sweep 5 with `auto`). Clauses inside a sentence. */
    invoice:
      'за 10 дней до окончания оплаченного периода личный кабинет выставляет счёт на продление каждой услуги — на ' +
      'тот же срок, на который её продлевали в последний раз, — и присылает его на e-mail аккаунта и финансовым ' +
      'контактам',
    invoicePaid:
      'как только счёт на продление оплачен полностью, он закрывается, а услуга продлевается на указанный в нём срок',
    /** When the first paid period starts (owner: /payment/new/activation-time; added in sweep 5). */
    periodStart:
      'оплаченный период новой услуги отсчитывается с момента её активации, а не с момента оплаты, так что время на ' +
      'подготовку сервера в него не входит',
    /**
     * What the «Продлить» button does (added in fix 5, issue 16: the partial-payment and auto-invoice pages described
     * it differently with no fact behind it; agrees with /payment/bills/pay-for-months and the legal-entity pages that
     * create an invoice with it; owner: /payment/active/prolong). A clause that reads inside a sentence.
     */
    manual:
      `кнопка «${serverActions.prolong}» на странице услуги предлагает выбрать период; если денег на балансе хватает, его стоимость ` +
      'сразу списывается с баланса, а если нет — создаётся счёт на этот период, и услуга продлевается, когда он ' +
      'оплачен; новый период прибавляется к концу текущего, а прежний неоплаченный счёт на продление этой услуги ' +
      'оплачивать не нужно',
    /**
     * When a charge is counted by days (added in pass 7, issue 16: /payment/active/daily-payment, the owner, stated it
     * with no fact behind it; agrees with `renewal.addons`, `migration.autoStart`/`autoFailure` and the policy
     * `serviceCancellation`). A clause that reads inside a sentence.
     */
    proration:
      'посуточно считаются только неполные периоды: дополнительная услуга, заказанная к уже оплаченному серверу, ' +
      'оплачивается за дни до конца его оплаченного периода, а при смене тарифа оставшиеся дни пересчитываются по ' +
      'цене нового тарифа, и разница списывается с баланса или возвращается на него',
  },
  /** The extra contacts page of the billing panel (Аккаунт → Контакты): its buttons and contact roles. */
  contactForm: {
    add: 'Добавить контакт',
    remove: 'Удалить',
    technical: 'Технический',
    financial: 'Финансовый',
    /**
     * Which letters each role receives and what a contact may do (added in sweep 5, issue 16: the contacts page
     * described it with no fact behind it; owner: /billing-register/account-info/contacts). Clauses that read inside
     * a sentence; the account e-mail gets every letter (`notifications.channels`), a contact gets copies.
     */
    technicalLetters:
      'письма об авариях и плановых работах, сообщения инженеров по вашим серверам и копии жалоб на серверы (abuse)',
    financialLetters:
      'копии писем о новых счетах, о скором окончании оплаченного периода и о приостановке услуги, а также письма о ' +
      'зачислении платежей и о закрывающих документах',
    rights:
      'контакт получает только письма своих ролей и может написать нам с указанного адреса по вопросам этих ролей, ' +
      'но не входит в личный кабинет, не заказывает, не продлевает и не удаляет услуги, не меняет данные аккаунта и ' +
      'не запрашивает возврат денег, а письма о безопасности аккаунта получает только владелец',
  },
  /**
   * Disks: what happens on our side when one fails (owner: /order/hdd/what-if-broken; how long a replacement
   * takes is `timing.diskReplacement`). Each value is a clause that reads inside a sentence.
   */
  disks: {
    /** VPS host nodes (the servers VPS run on). */
    vpsNodes:
      'диски узлов виртуализации собраны в отказоустойчивый RAID-массив, а отказавший диск узла мы меняем сами, ' +
      'без остановки виртуальных серверов',
    failed:
      'снятые неисправные диски мы не передаём третьим лицам: они хранятся в дата-центре до утилизации, при которой ' +
      'данные на них уничтожаются',
    dataRecovery: 'восстановлением данных с физически неисправных дисков мы не занимаемся',
    /**
     * Who pays for replacing a failed disk of a rented dedicated server (added in the fourth sweep, issue 16:
     * /order/hdd/broken stated it with no fact behind it). Customer-owned equipment (colocation) is not covered.
     */
    replacementCost: 'неисправный диск арендованного выделенного сервера мы меняем за свой счёт',
  },
  /**
   * Colocation: rack space for the customer's own equipment (owner: /order/additional-services/rack) and the rack
   * reserve (/order/additional-services/rack-reserve). Both are ordered by e-mail to the sales department
   * (отдел продаж, `contacts.salesEmail`), not in the order form; prices and free space per data centre are in the
   * sales offer, never here. In the billing panel both appear under `menu.addons` with their own paid period.
   * Each value is a clause that reads inside a sentence.
   */
  colocation: {
    includes:
      'место в стойке 19″ (в юнитах), электропитание с выделенной под ваше оборудование мощностью — от двух ' +
      'независимых линий, если у оборудования два блока питания, — порт коммутатора с основным IP-адресом и ' +
      'простые работы инженера дата-центра по вашему запросу («удалённые руки»)',
    /** What «удалённые руки» cover, as verbs after «инженер может». */
    remoteHands:
      'нажать кнопку питания, переподключить кабель, заменить диск из вашего ЗИП или прочитать сообщение на экране',
    equipment:
      'стоечный корпус 19″ с рельсами или полозьями (корпус типа «башня» — только по согласованию, на полке), блоки ' +
      'питания на 220–240 В с разъёмом C14 или C20 и наклейка с названием компании или номером аккаунта и именем ' +
      'устройства',
    contract:
      'состав услуги и цену фиксирует коммерческое предложение, а договором служит та же оферта, что и для ' +
      'остальных услуг',
    handover:
      'при приёмке и при выдаче оборудования мы составляем акт с серийными номерами и описанием внешнего состояния',
    visits:
      'в дата-центр пускаем по запросу, отправленному не позднее чем за 1 рабочий день до визита, с паспортными ' +
      'данными посетителей и только в сопровождении нашего сотрудника',
  },
  /**
   * One-off paid work by our admins («дополнительные работы»; owner: /working-with-server/additions; added in the
   * fourth review, issue 16). A clause that reads after «По нашим правилам».
   */
  additionalWork: {
    payment:
      'объём и стоимость работы администратор оценивает в ответе на запрос, работа начинается только после вашего ' +
      'согласия, а согласованная сумма списывается с баланса после выполнения и без вашего согласия не меняется',
    /**
     * How a finished one-off job is reported (added in pass 8, issue 16: the owner article
     * /working-with-server/additions promised a report with no fact behind it). A clause that reads inside a sentence.
     */
    report: 'о выполненной работе администратор пишет в том же запросе: что сделано и какие настройки и файлы изменены',
  },
  /**
   * What the SSH keys page of the billing panel (`menu.sshKeys`) is for (added in the fourth review, issue 16; the
   * reinstall and SSH articles rely on it). A clause that reads on its own after a colon.
   */
  sshKeys: {
    use:
      `ключ, сохранённый в разделе «${menu.sshKeys}», можно выбрать при заказе сервера с Linux или при ` +
      'переустановке ОС, и он будет добавлен в систему при установке',
  },
  /**
   * Flexi Pack, the bundle of network services for dedicated servers (owner: /order/additional-services/flexi-pack;
   * added in the fourth sweep, issue 16: the article described the bundle with no fact behind it). It is ordered in
   * `menu.order` for one data centre with dedicated servers (`plans.dedicated.dataCentres`) and shows in `menu.addons`
   * as one service with its own paid period; how many addresses and what subnet size it holds, and its price, are on
   * the order page, never here. The subnet in it follows the justification rule of /order/additional-ip/subnet.
   * Each value is a clause that reads inside a sentence.
   */
  flexiPack: {
    includes:
      'несколько переносимых IPv4-адресов, переносимая подсеть IPv4 и локальная сеть между вашими выделенными ' +
      'серверами',
    scope: 'пакет подключается к одному дата-центру и действует только в нём',
  },
  /**
   * Crypto top-ups of euro accounts (owner: /payment/methods/individuals-not-ru/bitcoin; added in sweep 4, issue 16:
   * the article stated these rules with no fact behind them). Each value is a clause that reads inside a sentence.
   */
  crypto: {
    rateLock:
      'сумма в монете рассчитывается по курсу на момент создания платежа и действует, пока идёт таймер на странице ' +
      'оплаты',
    mismatch:
      'на баланс зачисляется эквивалент фактически полученной суммы в евро — по курсу платежа, а если перевод пришёл ' +
      'после окончания таймера, — по курсу на момент поступления',
    /**
     * Where a crypto payment is refunded (added at the end of the fourth pass, issue 16: /payment/refund and the
     * euro-methods index stated it with no fact behind it; owner: /payment/refund, which explains refunds).
     * A clause that reads inside a sentence.
     */
    refund:
      'криптоплатёж возвращается в той же монете и сети на адрес кошелька, который вы укажете в заявке, — указывайте ' +
      'собственный кошелёк, а не адрес биржи',
  },
  /**
   * What we send to the customer and when (added in sweep 4, issue 16: several articles described these letters and
   * codes with no fact behind them; owner: /billing-register/sms for codes and channels). Each value is a clause that
   * reads inside a sentence.
   */
  notifications: {
    activation: 'письмо с IP-адресом и данными для входа приходит на e-mail аккаунта, как только сервер активирован',
    cancellation: 'после отказа от услуги на e-mail аккаунта приходит письмо с датой её удаления',
    smsCodes: 'при регистрации, при смене номера телефона и при отказе от услуги',
    channels:
      'о скором окончании оплаченного периода, о приостановке услуги и о предстоящем удалении данных мы пишем на ' +
      `e-mail аккаунта, а если SMS-уведомления включены в разделе «${menu.notifications}», то и по SMS`,
    /** Planned maintenance notices (owner: /working-with-server/rights-and-obligations; the recipients are the
     * technical contacts of /billing-register/account-info/contacts). */
    plannedWork:
      'о плановых работах, которые могут прервать доступ к серверу, мы пишем не позднее чем за 3 дня — техническим ' +
      'контактам аккаунта, а если их нет, на e-mail аккаунта — и публикуем их на странице статуса услуг',
    /**
     * Where the fiscal receipt (54-ФЗ) of a rouble payment goes (added in pass 7, issue 16: the card, cash and
     * bank-transfer pages stated it with no fact behind it; owner: /payment/balance/how-to-pay). A clause that reads
     * inside a sentence.
     */
    receipt:
      'электронный кассовый чек по платежу частного лица в рублях приходит на e-mail аккаунта: после оплаты картой, ' +
      'через СБП, SberPay или ЮMoney — сразу, после перевода по квитанции — не позднее рабочего дня, следующего за ' +
      'днём поступления денег',
  },
  /**
   * Paid server administration, the monthly service (added in sweep 5, issue 16: the owner article
   * /working-with-server/administration/services described it with no fact behind it; cost-include, other, additions,
   * free-support-regulation, apps and who-make-backups link to it). One-off work is `additionalWork`. It never makes
   * copies of customer data itself (`backupStorage.noProviderCopies`): the admin configures the customer's server to
   * copy into the customer's storage. Liability stays as the offer states it; nothing here extends it or the `sla`.
   * Each value is a clause that reads inside a sentence.
   */
  administration: {
    scope: 'постоянное обслуживание одного вашего VPS или выделенного сервера с Linux из нашего списка систем',
    windows: 'серверы с Windows Server на постоянное обслуживание не берём — для них доступны только разовые работы',
    includes:
      'наблюдение за доступностью сервера и загрузкой процессора, памяти и дисков с реакцией администратора на ' +
      'сбои, установка обновлений безопасности системы и панели управления, настройка копирования данных сервера в ' +
      'ваше хранилище резервных копий и типовые задачи по вашим запросам: добавить сайт или базу данных, выпустить ' +
      'сертификат, создать почтовый ящик, изменить настройки PHP и веб-сервера',
    backups:
      'копии по расписанию делает ваш сервер, а хранятся они в вашем хранилище резервных копий, которое заказывается ' +
      'отдельно',
    ordering:
      'подключается по запросу в техническую поддержку: администратор осматривает сервер, называет состав работ и ' +
      'месячную стоимость, а обслуживание начинается после вашего согласия в том же запросе',
    billing:
      `оплачивается помесячно с баланса и показывается в разделе «${menu.addons}» как отдельная ` +
      'услуга со своим оплаченным периодом',
    access:
      'администраторы входят на сервер по своему SSH-ключу, который добавляют при подключении и удаляют, когда ' +
      'обслуживание прекращается, а о каждой выполненной работе пишут в запросе',
  },
  /**
   * Which servers have the «Сбросить пароль» button (`serverActions.resetPassword`) and what replaces it elsewhere (added
   * in sweep 5, issue 16: the credentials pages limited it to VPS with no fact behind it; owner:
   * /working-with-server/tech-questions/reset-password). A clause that reads inside a sentence.
   */
  passwordReset: {
    scope:
      `кнопка «${serverActions.resetPassword}» есть на странице VPS, а на выделенном сервере пароль root сбрасывают сами — через ` +
      'консоль или режим восстановления',
  },
  /**
   * What free technical support covers (added in sweep 5, issue 16: several pages described its scope in their own
   * words; owner: /working-with-server/free-support-regulation). Paid beyond it: `additionalWork`, `administration`.
   * A clause that reads after «Бесплатная поддержка отвечает за».
   */
  freeSupport: {
    scope:
      'работу оборудования, сети, виртуализации и личного кабинета, исходную установку операционной системы из ' +
      'нашего списка и восстановление доступа к серверу, а по программам, которые вы установили сами, консультирует',
    /**
     * When our admins log in to a customer's server (added in fix 5, issue 16: stated with no fact behind it; owner:
     * /working-with-server/free-support-regulation; paid administration: `administration.access`). A clause that
     * reads after «по нашим правилам».
     */
    serverAccess:
      'мы входим на ваш сервер только с вашего разрешения: если для решения нужен доступ, администратор просит его в ' +
      'запросе',
  },
  /**
   * DNS hosting (added in sweep 5, issue 16: the DNS articles described the product with no fact behind it; owner:
   * /order/dns/cost, modes explained in /order/dns/parking and /order/dns/what-for, leaving in /order/dns/remove).
   * Ordered in `menu.order`, shown in `menu.dns` as one service with its own paid period, renewed from the balance and
   * left with `serverActions.cancel` like any service; served by `network.dnsServers`; price on the order page.
   * Each value is a clause that reads inside a sentence.
   */
  dnsHosting: {
    modes:
      'парковка домена (зона хранится на наших серверах, и записи вы меняете в личном кабинете) и вторичный DNS ' +
      '(наши серверы забирают копию зоны с вашего первичного сервера)',
    records:
      'A, AAAA, CNAME, MX, TXT (в том числе SPF, DKIM и DMARC), SRV, CAA и NS для делегирования поддоменов, и ' +
      'менять их можно сколько угодно раз без доплаты',
    excludes: 'регистрацию и продление доменов, PTR-записи IP-адресов и настройку записей за вас',
    /**
     * What a customer gives us for the secondary mode (added in fix 8, issue 16: /order/dns/what-for, the owner,
     * described the add-domain form with no fact behind it; a secondary server cannot work without the primary's
     * address). A clause that reads inside a sentence.
     */
    secondarySetup:
      'домен для вторичного DNS добавляется с IP-адресом вашего первичного сервера, с которого наши серверы ' +
      'забирают зону',
    /**
     * Removing a domain (added in fix 13, issue 16: the owner article /order/dns/remove ended its steps with «Удалите
     * домен» and no control behind it). Removing domains leaves the service itself, see the comment above. A clause
     * that reads inside a sentence.
     */
    removal:
      `на странице домена в разделе «${menu.dns}» есть кнопка «${panelButtons.deleteDomain}»: после ` +
      'подтверждения зона удаляется сразу вместе со всеми записями, и наши DNS-серверы перестают отвечать за домен',
  },
  /**
   * Extra IPv4 addresses and subnets (added in sweep 5, issue 16: the IP articles described the issue letter with no
   * fact behind it; owner: /order/additional-ip/how-fast; ordering: /order/additional-ip/how-to-order, subnets:
   * /order/additional-ip/subnet). Ordered in `menu.order` for one server, renewed with it (`renewal.addons`); how
   * long it takes is `timing.extraIpVps`, `timing.extraIpDedicated`, `timing.subnet`. A clause that reads inside a
   * sentence.
   */
  extraIp: {
    issued:
      'когда адреса выданы, на e-mail аккаунта приходит письмо с адресами, маской и шлюзом (для подсети — и со ' +
      'способом её подключения, для виртуальной машины — с виртуальным MAC-адресом, если вы его просили), а сами ' +
      'адреса появляются на странице сервера',
    /**
     * Failover IP (owner: /order/additional-services/failover); ordered in `menu.order`, issued within
     * `timing.extraIpDedicated`; a bundle of such addresses is `flexiPack`. A clause that reads inside a sentence.
     */
    failover:
      'переносимый адрес направлен на один из ваших выделенных серверов в своём дата-центре, по запросу в ' +
      'поддержку мы переключаем его на другой ваш выделенный сервер в том же дата-центре, а в разделе «Услуги → ' +
      'Дополнительные услуги» он отображается отдельной услугой со своим сроком оплаты',
    /**
     * How long a server keeps its addresses (owner: /order/additional-ip/default-ips; consistent with
     * `migration.auto` and /service-cancellation: addresses leave with the server). A clause that reads inside a sentence.
     */
    bound:
      'адреса закреплены за сервером, пока он у вас работает: при переустановке ОС и автоматическом переносе на ' +
      'другой тариф они сохраняются, а при удалении сервера освобождаются',
    /**
     * Virtual MAC for a bridged virtual machine on a dedicated server (added in pass 7, issue 16: the owner
     * /order/additional-ip/mac, also services/os/esxi and additional-services/ip, described it with no fact behind it).
     * Asked for in the order comment or by ticket; the address comes in the `issued` letter. A clause that reads
     * inside a sentence.
     */
    virtualMac:
      'виртуальный MAC-адрес мы выдаём к дополнительному IPv4-адресу или подсети выделенного сервера — по просьбе в ' +
      'комментарии к заказу адреса или позже по запросу в поддержку — и разрешаем его на порту коммутатора этого ' +
      'сервера; один MAC связан с одним адресом или одной подсетью и перестаёт работать, когда вы от них отказываетесь',
    /**
     * IPv6 beyond the /64 included with every server (`network.ipsIncluded`; added in pass 7, issue 16: the owner
     * /order/additional-ip/ipv6 and additional-services/ip stated it with no fact behind it). A clause that reads
     * inside a sentence.
     */
    ipv6Extra:
      'дополнительные подсети IPv6 /64 и более крупные блоки выдаются по запросу в поддержку с кратким обоснованием ' +
      'по тем же правилам, что и подсети IPv4',
  },
  /**
   * IP-KVM for dedicated servers (added in sweep 5, issue 16: the KVM pages defined the product with no fact behind
   * it; owners: /order/additional-hardware/kvm for the one-off connection, /order/additional-services/kvm for the
   * rental; overview: /additional-services/kvm). Prices are on the order page. Each value is a clause that reads
   * inside a sentence.
   */
  ipKvm: {
    oneOff:
      'разовое подключение заказывают запросом в поддержку: инженер дата-центра подключает IP-KVM к работающему ' +
      'серверу, не перезагружая его, адрес консоли и данные для входа приходят ответом на запрос, а когда вы ' +
      'напишете в запросе, что работа закончена, устройство отключают',
    rental:
      'аренду оформляют запросом в поддержку и оплачивают по счёту, после чего она отображается в разделе ' +
      `«${menu.addons}» отдельной услугой со своим сроком оплаты`,
    rentalIncludes:
      'устройство IP-KVM, подключённое к видеовыходу и USB-портам сервера на весь срок аренды, постоянный адрес ' +
      'консоли с вашей учётной записью, подключение ISO-образов через браузер и доступ к консоли только с указанных ' +
      'вами IP-адресов',
    /**
     * How a rental is delivered, renewed and ended (added in fix 13 round 16, issue 16: the owner
     * /order/additional-services/kvm said so with no fact behind it). A clause that reads inside a sentence.
     */
    rentalService:
      'адрес консоли и данные для входа приходят ответом на запрос, как только устройство подключено, аренду продлевают ' +
      `кнопкой «${serverActions.prolong}» на её странице в разделе «${menu.addons}», а после отказа кнопкой ` +
      `«${serverActions.cancel}» устройство отключают, и сервер продолжает работать`,
  },
  /**
   * Extra hardware for a running dedicated server (added in sweep 5, issue 16; owners: /order/additional-hardware/nic,
   * /order/additional-hardware/raid, /order/additional-hardware/raid-battery). With a new server it goes in the order
   * comment (/order/commentaries) and the server is a custom build (`timing.dedicatedCustomActivation`); prices are on
   * the order page. A clause that reads inside a sentence.
   */
  hardware: {
    addToServer:
      'оборудование в работающий выделенный сервер заказывают запросом в поддержку: мы проверяем, подходит ли оно ' +
      `серверу и есть ли свободный слот, выставляем счёт в разделе «${menu.invoices}», а после оплаты устанавливаем ` +
      'его в согласованное с вами время, на которое сервер выключают',
    /**
     * Extra hardware with a new server (added in fix 13, issue 16: blind round 15 found /order/hdd/how-many covering
     * only a running server; the rule was in this object's comment only; owner: /order/commentaries, printed in
     * /order/hdd/how-many). A clause that reads inside a sentence.
     */
    withNewServer:
      'дополнительное оборудование к новому выделенному серверу описывают в комментарии к заказу, и такой сервер ' +
      'собирается как индивидуальная конфигурация',
  },
  /**
   * Promo codes (added in sweep 5, issue 16: the discount page defined them with no fact behind it; owner:
   * /order/discount; how they combine with other discounts: /payment/discounts; bonuses cannot be withdrawn:
   * /payment/refund). Each value is a clause that reads inside a sentence.
   */
  promo: {
    kinds:
      'промокод на скидку вводят в корзине до оплаты, и он уменьшает сумму первого периода новой услуги, а бонусный ' +
      `промокод активируют в разделе «${menu.promo}», и он зачисляет сумму на баланс`,
    conditions:
      'у каждого промокода свои условия — срок действия, услуги, к которым он применим, и ограничения вроде «только ' +
      'для новых клиентов» или «один раз на аккаунт», — а к уже оплаченному заказу промокод не применяется',
  },
  /**
   * The comment field of the order form (added in sweep 5, issue 16; owner: /order/commentaries; other order pages
   * send readers there for RAID, hostname, extra hardware, a virtual MAC, a second server for a backup storage).
   * A clause that reads inside a sentence.
   */
  orderComment: {
    handling:
      'комментарий к заказу выделенного сервера читает инженер до начала сборки и установки системы и, если что-то ' +
      'неясно, задаёт вопросы в запросе, а VPS создаётся автоматически, и комментарий на его установку не влияет',
  },
  /**
   * The loyalty programme's rules (added in sweep 5, issue 16: /prepurchase/loyalty, the owner, stated them with no
   * fact behind them; the percentages are `discounts.loyaltyYear1/3`). Each value is a clause that reads inside a
   * sentence.
   */
  loyalty: {
    /**
     * The thresholds in words (added in fix13 r22, issue 16: /order/discount and /payment/discounts worded them
     * differently; owner: /prepurchase/loyalty). The percentages are `discounts.loyaltyYear1/3`.
     */
    threshold:
      'первая скидка действует на продление услуги, которая работает у нас не меньше года, а вторая — не меньше трёх лет',
    basis: 'стаж считается для каждой услуги отдельно, с даты её активации, а не с даты регистрации аккаунта',
    applied: 'скидка применяется к счетам на продление сама, без заявки, как только услуга набирает нужный стаж',
    notStacked: 'после трёх лет скидка за три года заменяет скидку за год, а не прибавляется к ней',
    keeps:
      `смена тарифа той же услуги кнопкой «${serverActions.changePlan}», переустановка ОС, замена дисков, заказ дополнительных ` +
      'услуг к серверу и приостановка за неоплату, если услугу оплатили до её удаления',
    resets:
      'отказ от услуги и удаление неоплаченной услуги: новая услуга, в том числе на другой линейке или с той же ' +
      'конфигурацией, набирает стаж заново',
  },
  /**
   * Auto-payment from a bank card linked in `menu.autoPayment` (added in sweep 5, issue 16: the renewal and invoice
   * pages described when the card is charged with no fact behind it; owner: /payment/new/card-autopay). It works only
   * together with `serverActions.autoProlong` (`renewal.auto`). Each value is a clause that reads inside a sentence.
   */
  autoPayment: {
    charge:
      'когда у услуги с включённым автопродлением заканчивается оплаченный период, а на балансе меньше стоимости ' +
      'продления, с привязанной карты списывается недостающая сумма, она зачисляется на баланс, и услуга сразу ' +
      'продлевается; если денег на балансе хватает, карта не списывается',
    failure: 'если списание с карты не прошло, услуга не продлевается, и продлить её нужно вручную',
    /**
     * Linking and removing the card (added in pass 9, issue 16: /payment/new/card-autopay, the owner, described the
     * linking steps and removal with no fact behind them). A clause that reads inside a sentence.
     */
    manage:
      `карту привязывают в разделе «${menu.autoPayment}», вводя её данные на странице банка и подтверждая привязку ` +
      'кодом 3-D Secure, и там же её удаляют: без привязанной карты автоплатёж не работает, а автопродление с баланса ' +
      'продолжает действовать',
  },
  /**
   * Refusing a service with «Отказаться от услуги» (added in sweep 5, issue 16: the cancellation pages described the
   * choice and the deletion with no fact behind them; owner: /service-cancellation/server-cancel, and for
   * `lateActivation` /service-cancellation/cancel-before-activation). The money rules are the policies
   * `serviceCancellation` and `cancelBeforeActivation`. Each value is a clause that reads inside a sentence.
   */
  cancellation: {
    modes:
      'при отказе вы выбираете, когда удалить услугу: в конце оплаченного периода — тогда она работает до последнего ' +
      'оплаченного дня, а автопродление отключается, — или сразу',
    noRetention: 'услуга, от которой вы отказались, удаляется в выбранный день без периода хранения',
    lateActivation:
      'если сервер не активирован в обещанный срок не по вашей вине, оплаченный заказ можно отменить с возвратом всей ' +
      'суммы на баланс и после окончания обычного срока отмены',
    /**
     * How a paid order that is not yet active is cancelled (added in pass 8, issue 16: the owner
     * /service-cancellation/cancel-before-activation described the button and the manual fallback with no fact behind
     * them). A clause that reads inside a sentence.
     */
    beforeActivationHow:
      `такой заказ отменяют кнопкой «${serverActions.cancel}» на странице услуги, а если кнопкой отменить его не удаётся — ` +
      `запросом в «${ticketDepartments.customerCare}» на тех же условиях`,
    /**
     * What happens to add-ons and separate services when a server is deleted (added in pass 8, issue 16: the owner
     * /service-cancellation/server-cancel and the panel-licence pages stated it with no fact behind it). A clause that
     * reads inside a sentence.
     */
    addons:
      'дополнительные IP-адреса и оборудование, заказанные к серверу, удаляются вместе с ним, и освободившиеся адреса ' +
      'могут быть выданы другим клиентам, а отдельные услуги — лицензии панелей управления, SSL-сертификаты, хранилище ' +
      'резервных копий и DNS-хостинг — с сервером не закрываются: от каждой из них отказываются на её странице',
    /**
     * How an organisation or a sole trader ends the contract (added in fix 9, issue 16: the owner
     * /billing-register/legal-entity/ru/cancelling-service described the letter, the final УПД and the reconciliation
     * act with no fact behind them). The refund itself follows policy `refundTerm`. A clause that reads inside a
     * sentence.
     */
    organisation:
      'организация или ИП прекращает договор, когда откажется от всех услуг и пришлёт запросом финансовому отделу ' +
      'письмо об отказе от договора за подписью руководителя, а мы в ответ выставляем УПД за последний период и акт ' +
      'сверки на дату прекращения договора',
  },
  /**
   * Moving money between two accounts (added in sweep 5, issue 16: the rule was stated with no fact behind it; owner:
   * /payment/balance/move). A clause that reads inside a sentence.
   */
  balanceTransfer: {
    rule:
      'деньги с баланса одного аккаунта на другой переносит финансовый отдел по запросу из аккаунта, с которого они ' +
      'уходят, после того как перенос подтвердят владельцы обоих аккаунтов, и только между аккаунтами в одной ' +
      'валюте; начисленные нами компенсации и бонусы не переносятся и не выводятся',
  },
  /**
   * The code word and two-factor authentication of the billing panel, both set in `menu.security` (added in sweep 5,
   * issue 16: the account pages described them with no fact behind them; owners:
   * /billing-register/account-info/codeword for the code word, /billing-register/account-info/billing-login for 2FA).
   * Without the code word we identify the owner by the identity check (policy `identityCheck`). Clauses that read
   * inside a sentence.
   */
  accountSecurity: {
    codeWord:
      `кодовое слово задают и меняют в разделе «${menu.security}», и по нему мы узнаём владельца аккаунта, ` +
      'когда он обращается не из личного кабинета: звонит, пишет в Telegram или с адреса, которого нет в аккаунте',
    codeWordUse:
      'сотрудник спрашивает кодовое слово только в разговоре или переписке, которую начали вы; пароль, коды из SMS и ' +
      'коды двухфакторной аутентификации не спрашивает никогда; а если кодового слова нет, данные аккаунта не обсуждает ' +
      'и не меняет, пока вы не пройдёте проверку личности по документам',
    twoFactor:
      `двухфакторная аутентификация включается в разделе «${menu.security}» и добавляет ко входу по паролю ` +
      'одноразовый код из приложения стандарта TOTP',
    backupCodes:
      'при включении двухфакторной аутентификации личный кабинет один раз показывает резервные коды, и каждый из ' +
      'них можно один раз ввести вместо кода из приложения',
    recovery:
      'если нет ни приложения, ни резервных кодов, двухфакторную аутентификацию отключает поддержка — после того ' +
      'как вы назовёте кодовое слово, а без него — после проверки личности',
    /** Owner: /billing-register/legal-entity/registering-main-contact. */
    mainContactChange:
      'если прежнее основное контактное лицо организации недоступно, новое назначается по письму организации за ' +
      'подписью руководителя: мы сверяем подписанта с ЕГРЮЛ или ЕГРИП (иностранной компании — с выпиской из её ' +
      'торгового реестра), меняем e-mail и телефон аккаунта, сбрасываем ' +
      'двухфакторную аутентификацию и кодовое слово и сообщаем об этом новому контактному лицу',
    /** Owner: /billing-register/account-info/contact-change. */
    emailChange:
      'о смене e-mail аккаунта мы пишем на прежний адрес, а если адрес сменила поддержка, — и на прежний, и на новый',
    /**
     * How the customer signs in and resets a forgotten password (added in fix 8, issue 16: /billing-register/account-info/
     * billing-login, the owner, and the registration page stated it with no fact behind it).
     */
    login:
      'в личный кабинет входят по e-mail аккаунта и паролю, а ссылку для сброса забытого пароля личный кабинет ' +
      'присылает на e-mail аккаунта',
    /**
     * When a new account e-mail takes effect (added in fix 8, issue 16: /billing-register/account-info/contact-change,
     * the owner, described the confirmation link with no fact behind it).
     */
    emailConfirm:
      'новый e-mail аккаунта начинает действовать, когда вы перейдёте по ссылке подтверждения из письма, которое ' +
      'личный кабинет присылает на этот адрес',
    /**
     * When a new account phone number takes effect (added in fix 9, issue 16: /billing-register/account-info/
     * contact-change, the owner, and /billing-register/sms said the code goes to the new number with no fact behind it).
     */
    phoneConfirm:
      'новый номер телефона начинает действовать, когда вы введёте код из SMS, которое личный кабинет присылает на ' +
      'этот номер',
    /**
     * How long copies of identity documents are kept (added in fix 13, issue 16: round 14 B asked the owner article
     * /billing-inside/verification how long a passport scan is kept; ч. 4 ст. 21 152-ФЗ and art. 5(1)(e) GDPR limit
     * storage to the purpose, and the check is the purpose). A clause that reads inside a sentence.
     */
    identityDocuments:
      'копии документов, присланные для проверки личности, мы удаляем из запроса и из наших систем не позднее 30 ' +
      'дней после окончания проверки, а в аккаунте остаётся только отметка о её результате',
    /**
     * Where the account e-mail and phone are kept and changed (added in fix 13, issue 16: blind round 15 found
     * /billing-register/sms naming «Аккаунт → Профиль» for the phone with no fact behind it; owner:
     * /billing-register/account-info/contact-change). A clause that reads inside a sentence.
     */
    contactsEdit:
      `e-mail и телефон аккаунта указаны в разделе «${menu.profile}» и меняются там кнопкой «${panelButtons.edit}» ` +
      'рядом с ними',
  },
  /**
   * Deferred payment on a guarantee letter (added in sweep 5, issue 16: the owner article described the service with
   * no fact behind it; owner: /billing-register/legal-entity/ru/guarantee). Decided by the finance department
   * (`teams.finance`) in the ticket; it covers running services, not activation of new orders. Clauses that read
   * inside a sentence.
   */
  guaranteeLetter: {
    who:
      'отсрочку оплаты по гарантийному письму могут попросить организации и ИП с аккаунтом в рублях, а частным ' +
      'лицам её не дают',
    decision:
      'финансовый отдел рассматривает каждое письмо отдельно и сообщает в запросе, согласована ли отсрочка и до какой ' +
      'даты; согласованная отсрочка сохраняет работу действующих услуг до этой даты, но не активирует новые ' +
      'заказы и не меняет ни цену, ни сумму счёта',
    afterDate:
      'если к согласованной дате оплата не пришла, отсрочка заканчивается: неоплаченные услуги приостанавливаются на ' +
      'следующий день после этой даты (но не раньше, чем по обычному порядку), а дальше действует обычный порядок для ' +
      'неоплаченных услуг',
  },
  /**
   * Signed contracts and paper documents beyond the offer (added in sweep 5, issue 16: the owner articles described
   * these services with no fact behind them; owners: /billing-register/legal-entity/ru/making-agreement for the signed
   * contract, /billing-register/legal-entity/ru/originals-for-gov for paper originals,
   * /billing-register/legal-entity/other/docs for euro accounts). Requested in a ticket. Clauses that read inside a
   * sentence.
   */
  paperwork: {
    signedContract:
      'договор с подписями мы заключаем с организацией или ИП по запросу: присылаем шаблон, заполненный реквизитами ' +
      'плательщика, и подписываем его через ЭДО или на бумаге, а условия, которые отличаются от оферты, согласуем ' +
      'отдельно',
    paperOriginals:
      'бумажные оригиналы договора, счетов и УПД мы по запросу отправляем заказным письмом Почтой России и сообщаем ' +
      'трек-номер в запросе, а если письмо вернулось или потерялось, отправляем дубликаты',
    euDocuments:
      'по запросу мы подписываем договор на английском языке (Service Agreement) на основе условий оферты и ' +
      'соглашение об обработке персональных данных (DPA, ст. 28 GDPR), выдаём справку о налоговом резидентстве ' +
      'Hostoria Europe B.V. и форму W-8BEN-E и отправляем бумажные экземпляры документов почтой',
    /** Owner: /billing-register/legal-entity/registering-main-contact (listed also on ru/constituent-docs). */
    powerOfAttorney:
      'доверенность организации мы просим, только если основное контактное лицо — не руководитель и подписывает с ' +
      'нами договор или дополнительное соглашение, запрашивает возврат денег, передаёт услуги другой организации или ' +
      'восстанавливает доступ к аккаунту без пароля',
    /**
     * A foreign company paying roubles to the Russian company (added in pass 7, issue 16: the owner article
     * /billing-register/legal-entity/ru/foreign-companies described the contract and the tax residency certificate with
     * no fact behind them). A clause that reads inside a sentence.
     */
    foreignRub:
      'иностранная компания платит в рублях только по договору с подписями на русском и английском языках, который мы ' +
      'присылаем по запросу заполненным её реквизитами, а справку о налоговом резидентстве ООО «Хостория» выдаём по ' +
      'запросу',
    /**
     * The closing documents of a foreign company with a rouble account (added in pass 9, issue 16: the owner article
     * /billing-register/legal-entity/ru/foreign-companies promised a monthly bilingual act with no fact behind it;
     * Russian organisations get УПД instead, /billing-register/legal-entity/ru/accounting-docs). A clause that reads
     * inside a sentence.
     */
    foreignRubDocs:
      'иностранной компании с аккаунтом в рублях мы за каждый месяц выставляем акт об оказании услуг на русском и ' +
      `английском языках, а счета и акты доступны в разделе «${menu.documents}»`,
    /**
     * A separate division (обособленное подразделение) as a payer (added in the unread pass, issue 16: the owner
     * article /billing-register/legal-entity/ru/units described the procedure with no fact behind it). A clause that
     * reads inside a sentence.
     */
    unitPayer:
      'плательщика с ИНН организации и КПП её обособленного подразделения добавляет в аккаунт финансовый отдел по ' +
      `запросу, после чего он появляется в разделе «${menu.payers}», а счета, счета-фактуры и УПД на него ` +
      'оформляются с КПП подразделения',
  },
  /**
   * Moving services to another customer's account (added in sweep 5, issue 16: the owner articles described the
   * transfer with no fact behind it; owners: /billing-system/individual-change for private persons,
   * /billing-system/legal-entity-change for organisations). Identity checks follow policy `identityCheck`.
   * Clauses that read inside a sentence.
   */
  serviceTransfer: {
    individuals:
      'услуги переносятся в аккаунт нового владельца по запросу прежнего в отдел по работе с клиентами, после того как ' +
      'новый владелец подтвердит передачу в запросе в своём личном кабинете; передать можно только ' +
      'услуги без задолженности, оплаченный период переходит вместе с услугой, а остаток на балансе остаётся у ' +
      'прежнего владельца',
    organisations:
      'услуги переносятся в аккаунт новой организации по письмам обеих организаций за подписью руководителей, с даты ' +
      'из этих писем, а прежней организации мы выставляем УПД за период до этой даты и акт сверки на эту дату',
    keeps: 'при передаче серверы продолжают работать, а IP-адреса и данные сохраняются',
  },
  customIso: {
    vps:
      'на VPS линеек EVO и EVO SSD ISO-образ подключает к виртуальной машине поддержка по ссылке из запроса — по просьбе и ' +
      'вторым приводом, например с драйверами virtio-win, — а когда вы сообщите, что установка закончена, ' +
      'отключает его',
    dedicated:
      'на выделенном сервере образ подключают как виртуальный привод в консоли IPMI или IP-KVM, а если сами вы этого ' +
      'сделать не можете, образ по прямой ссылке из запроса подключает поддержка',
  },
  /**
   * How the «Сбросить пароль» button reaches a KVM VPS (added in sweep 5, issue 16; owner:
   * /working-with-server/tech-questions/vps/password-reset). A clause that reads inside a sentence.
   */
  vpsGuestAgent: {
    passwordReset:
      'на VPS с KVM новый пароль передаётся внутрь системы через гостевой агент QEMU, который установлен в наших ' +
      'образах ОС, поэтому VPS должен быть включён, а служба агента — работать',
  },
  /**
   * VPS host nodes as the customer sees them (added in sweep 5, issue 16; owner:
   * /working-with-server/tech-questions/vps/node). Clauses that read inside a sentence.
   */
  vpsNode: {
    name: 'имя ноды, на которой работает VPS, мы сообщаем в ответ на запрос в поддержку',
    maintenance: 'о плановых работах на ноде мы заранее пишем владельцам всех VPS, которые на ней работают',
  },
  /**
   * How an abuse complaint reaches the customer and how a limitation is lifted (added in pass 7, issue 16: the owner
   * article /working-with-server/abuse-processing described these steps with no fact behind them). The deadline and
   * the limitation are the policies `abuseReply` and `immediateLimit`; technical contacts get copies
   * (`contactForm.technicalLetters`). Clauses that read inside a sentence.
   */
  abuse: {
    forwarding:
      'мы пересылаем вам только те жалобы, которые относятся к вашему IP-адресу и содержат доказательства — журналы, ' +
      'заголовки писем или ссылки',
    notice:
      'жалобу вы получаете запросом в личном кабинете с её текстом, доказательствами и сроком ответа, а уведомление о ' +
      'запросе приходит на e-mail аккаунта и техническим контактам',
    answer:
      'в ответе нужно назвать причину и принятые меры, а если вы считаете жалобу ошибочной — привести доводы, и мы ' +
      'передадим их заявителю',
    lifting:
      `пока сетевой доступ к серверу ограничен, консоль работает (на VPS — кнопка «${serverActions.console}», на ` +
      'выделенном сервере — IPMI или IP-KVM), а ограничение мы снимаем, когда вы ' +
      'напишете в запросе, что нарушение устранено, и мы убедимся, что оно прекратилось',
    /**
     * A violation we find ourselves, with no complaint (added in fix 13, issue 16: /prepurchase/forbidden-software/mining
     * covered only the complaint case, while a miner is usually found from the load; owner of the abuse procedure:
     * /working-with-server/abuse-processing). A clause that reads inside a sentence.
     */
    ownDetection:
      'нарушение, которое мы обнаружили сами, например по нагрузке на сервер, мы разбираем так же, как жалобу: ' +
      'присылаем запрос с описанием нарушения и сроком ответа',
  },
  /**
   * Paying a rouble account by bank transfer (added in pass 7, issue 16: the cash, bank-transfer and hidden-payment
   * pages described the receipt and the payment reference with no fact behind them; owner: /payment/new/bank-transfer).
   * Organisations pay by invoice (/payment/methods/legal-entity-ru). Clauses that read inside a sentence.
   */
  bankTransfer: {
    receipt:
      'квитанция содержит наши реквизиты, сумму, назначение платежа с номером вашего аккаунта и QR-код, по которому ' +
      'приложение банка заполняет платёж само',
    purpose:
      'перевод с номером аккаунта или счёта в назначении платежа зачисляется автоматически, а платёж без них ' +
      'финансовый отдел зачисляет вручную — по вашему запросу с копией платёжного документа',
    /**
     * The invoice for a payment by bank transfer (added in fix 12, issue 16: the organisations' payment pages described
     * the invoice and its PDF with no fact behind it; owner: /payment/methods/legal-entity-ru; agrees with the policy
     * `defaultPayer`). A clause that reads inside a sentence.
     */
    invoice:
      'при пополнении баланса или оплате заказа переводом по счёту мы выставляем счёт на основного ' +
      `плательщика: он появляется в разделе «${menu.invoices}» и скачивается в PDF с нашими банковскими реквизитами, ` +
      'номером счёта и суммой, а в рублёвом счёте ещё и с выделенным НДС',
  },
  /**
   * How a customer reaches a server's screen (added in pass 8, issue 16: the DDoS and abuse facts offered «консоль в
   * личном кабинете» for every server while /working-with-server/tech-questions/kvm, its owner, and passwordReset.scope
   * give the console button to VPS only). Clauses that read inside a sentence.
   */
  serverConsole: {
    vps: `кнопка «${serverActions.console}» на странице VPS открывает экран сервера в браузере`,
    dedicated:
      'у выделенного сервера консоль — это IPMI, адрес и данные для входа в который показывает кнопка ' +
      `«${serverActions.credentials}» на странице сервера, а у сервера без IPMI — разовое подключение IP-KVM`,
  },
  /**
   * Refunds when the original method cannot be used, and what is not refunded (added in pass 8, issue 16: the owner
   * /payment/refund stated both with no fact behind them; the discontinued-method pages link to it). The timing and
   * method are the policy `refundTerm`; a consumer's statutory right is `consumerRefusal`. Clauses that read inside a
   * sentence.
   */
  refund: {
    fallback:
      'деньги, которые нельзя вернуть тем же способом, потому что способ оплаты больше не работает, карта закрыта или ' +
      'вы вносили наличные в кассе банка, мы перечисляем в валюте аккаунта на банковский счёт, открытый на имя ' +
      'владельца аккаунта, по реквизитам из заявки',
    excluded:
      'не возвращаются плата за использованное время, стоимость уже выполненных разовых работ и выпущенных на ваше ' +
      'имя SSL-сертификатов, а начисленные нами компенсации и бонусы можно потратить на услуги, но не вывести',
  },
  /**
   * What an OS reinstall (`serverActions.reinstall`) keeps and where the new password appears (added in pass 8, issue
   * 16: the owner /services/os/reinstall listed what survives, the password card and the licence switch with no fact
   * behind them; consistent with `extraIp.bound` and /working-with-server/tech-questions/vps/os-reinstall). Clauses
   * that read inside a sentence.
   */
  osReinstall: {
    keeps:
      'переустановка стирает все данные на дисках сервера, а услуга, тариф, оплаченный срок, IP-адреса с их ' +
      'PTR-записями и отдельные услуги — хранилище резервных копий, лицензии панелей управления — сохраняются',
    password: `новый пароль root (в Windows — администратора) после установки показывает кнопка «${serverActions.credentials}» на странице сервера`,
    windowsLicence:
      'при переустановке с Windows на Linux лицензия Windows Server отключается, и плата за неё больше не начисляется',
  },
  /**
   * A server's page and its «Доступы» card (added in pass 8, issue 16: /working-with-server/credentials/forgot,
   * credentials/, administration/use-panel and lan/one-existing-and-new described the page and the card with no fact
   * behind them; owners: /working-with-server/administration/use-panel for the page,
   * /working-with-server/credentials/forgot for the card). Clauses that read inside a sentence.
   */
  serverPage: {
    open: `страница сервера открывается щелчком по его имени или IP-адресу в списке раздела «${menu.services}»`,
    dataCentre: 'на странице сервера указан дата-центр, в котором он работает',
    credentials:
      `кнопка «${serverActions.credentials}» на странице сервера показывает IP-адрес, логин и пароль, заданные при ` +
      `установке системы или последнем сбросе кнопкой «${serverActions.resetPassword}», доступ к IPMI, если он есть у ` +
      'выделенного сервера, а также данные для первого входа в заказанные панель управления или приложение',
    /**
     * Which addresses a server's page lists (added in pass 9, issue 16: /order/additional-ip/default-ips, the owner,
     * and /order/additional-ip/ipv6 sent readers to the page for the IPv6 subnet and its gateway with no fact behind
     * it; extra addresses appear there too, as `extraIp.issued` says). A clause that reads inside a sentence.
     */
    addresses:
      'на странице сервера указаны его IPv4-адрес, подсеть IPv6 /64 с адресом шлюза IPv6 и дополнительные ' +
      'IP-адреса, если они выданы',
    /**
     * What the soft and hard reboot buttons do (added in pass 9, issue 16: vps/reboot, dedic/reboot-types and
     * administration/use-panel each described them in their own words with no fact behind them; owner:
     * /working-with-server/tech-questions/dedic/reboot-types, also /working-with-server/tech-questions/vps/reboot).
     * Clauses that read after the button's name and a colon; in a table cell they take `capital`.
     */
    rebootButton:
      'система получает сигнал выключения (ACPI), как при коротком нажатии кнопки питания, сама завершает программы и ' +
      'перезагружается, а зависшая система этот сигнал может не выполнить',
    hardResetButton:
      'питание сбрасывается принудительно, как кнопкой Reset на корпусе, и данные, которые система не успела записать ' +
      'на диск, теряются',
  },
  /**
   * What the registry button on a payer does (added in fix 13, issue 16: the legal-entity pages said which fields it
   * fills from which register with no fact behind it; owner: /billing-register/legal-entity/ru, also
   * /billing-register/account-info/account-types, /billing-register/account-types, /billing-system/legal-entity-change).
   * A clause that reads inside a sentence.
   */
  payerRegistry: {
    refresh:
      `кнопка «${payerForm.refreshFromRegistry}» заполняет реквизиты организации или ИП из государственного реестра ` +
      '(ЕГРЮЛ или ЕГРИП) по введённому ИНН',
  },
} as const;

/** A phone number as shown to readers: it never breaks across lines (non-breaking spaces and hyphens). */
export function displayPhone(number: string): string {
  return number.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

/** The tel: link target of a phone number. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^+\d]/g, '')}`;
}

export type Provider = typeof provider;
export type MenuId = keyof Provider['menu'];
export type ServerActionId = keyof Provider['serverActions'];
export type ContactId = keyof Provider['contacts'];
export default provider;
