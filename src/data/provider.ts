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

export const provider = {
  brand: 'Hostoria',
  tagline: 'Мы любим наших клиентов',
  /** The year Hostoria started: the first year of the footer's copyright line. */
  founded: 2016,
  domain,
  /** Contracting parties: rouble accounts with the Russian company, euro accounts with the Dutch one. */
  legal: {
    ru: {name: 'ООО «Хостория»', currency: 'RUB', vatRate: 22},
    eu: {name: 'Hostoria Europe B.V.', country: 'Нидерланды', currency: 'EUR', vatRate: 21},
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
  menu: {
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
  },
  /** Departments a ticket can be addressed to, as the «Новый запрос» form lists them. */
  ticketDepartments: {
    support: 'Техническая поддержка',
    finance: 'Финансы',
    customerCare: 'Отдел по работе с клиентами',
  },
  /** Statuses of a service in Услуги, as the panel shows them. */
  serviceStatus: {
    pendingActivation: 'Ожидает активации',
  },
  /** Buttons of the billing panel outside the menus: login page, profile and security pages. */
  panelButtons: {
    register: 'Регистрация',
    forgotPassword: 'Забыли пароль?',
    edit: 'Изменить',
    enable2fa: 'Включить двухфакторную аутентификацию',
  },
  /** The payers page of the billing panel (Аккаунт → Плательщики): its button and payer types. */
  payerForm: {
    add: 'Добавить плательщика',
    individual: 'Физическое лицо',
    soleTrader: 'Индивидуальный предприниматель',
    legalEntity: 'Юридическое лицо',
    foreignEntity: 'Иностранная организация',
    refreshFromRegistry: 'Обновить из ЕГРЮЛ',
  },
  /** Labels of the ticket form and ticket page in the billing panel (Поддержка → Новый запрос / Запросы). */
  ticket: {
    serviceField: 'Услуга',
    priorityNormal: 'Обычный',
    priorityUrgent: 'Срочный',
    send: 'Отправить',
    close: 'Закрыть запрос',
    statusOpen: 'Открыт',
    statusAnswered: 'Ответ получен',
    statusInProgress: 'В работе',
    statusClosed: 'Закрыт',
  },
  /** Buttons on a server's page in the billing panel (Услуги → … → the server). */
  serverActions: {
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
  },
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
      channels: 'запросы в личном кабинете (отдел «Финансы»), e-mail',
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
      summary: 'VPS на OpenVZ; новые заказы не принимаются, действующие серверы работают и переносятся на EVO',
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
     * What we do when an attack threatens the network for other customers (added in sweep 4, issue 16: stated on
     * /prepurchase/ddos, its owner). A clause that reads inside a sentence after «по нашим правилам».
     */
    ddosNullRoute:
      'мы закрываем доступ к атакуемому IP-адресу из интернета, когда атака настолько велика, что угрожает работе ' +
      'сети для других клиентов, и открываем его, когда атака прекратится; об этом мы сообщаем в запросе, а ' +
      'сам сервер продолжает работать, и зайти на него можно через консоль в личном кабинете',
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
        note: 'зачисление автоматически после подтверждений в блокчейне: 2 для BTC, 20 для USDT',
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
      'помесячные лицензии RDS SAL на пользователя от нас по программе SPLA или свои лицензии RDS CAL с действующей ' +
      'подпиской Software Assurance либо купленные по подписке',
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
  },
  /** Private network between servers. */
  lan: {
    vlanSpeed: '1 Гбит/с, по заказу 10 Гбит/с для выделенных серверов',
    addressing: '10.0.0.0/8 (подсеть выбираете вы)',
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
  },
  /** SSL certificates we resell. */
  ssl: {
    vendor: 'Sectigo',
    /**
     * Reissuing within the paid term, as a clause after «по нашим правилам»; owner: /services/ssl/what-is (added in
     * sweep 4, issue 16: a certificate paid for a year now outlives the maximum validity and is reissued in between).
     */
    reissue: 'перевыпуск сертификата в пределах оплаченного срока бесплатен',
  },
  /** Servers with a pre-installed application (/apps): the systems we deploy the applications on. */
  apps: {
    os: 'Debian 13 или Ubuntu 24.04 LTS',
  },
  /**
   * How add-ons ordered to a server are renewed (added in the second payment review, issue 16: the renewal,
   * discount and partial-payment articles state it; the owner is /payment/active/prolong).
   */
  renewal: {
    addons: 'IP-адреса и диски, заказанные к серверу, продлеваются вместе с сервером, одной суммой и до той же даты',
  },
  /** The extra contacts page of the billing panel (Аккаунт → Контакты): its buttons and contact roles. */
  contactForm: {
    add: 'Добавить контакт',
    remove: 'Удалить',
    technical: 'Технический',
    financial: 'Финансовый',
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
  },
  /**
   * What the SSH keys page of the billing panel (`menu.sshKeys`) is for (added in the fourth review, issue 16; the
   * reinstall and SSH articles rely on it). A clause that reads on its own after a colon.
   */
  sshKeys: {
    use:
      'ключ, сохранённый в разделе «Аккаунт → SSH-ключи», можно выбрать при заказе сервера с Linux или при ' +
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
      'e-mail аккаунта, а если SMS-уведомления включены в разделе «Аккаунт → Уведомления», то и по SMS',
  },
  /**
   * Which servers have the «Сбросить пароль» button (`serverActions.resetPassword`) and what replaces it elsewhere (added
   * in sweep 5, issue 16: the credentials pages limited it to VPS with no fact behind it; owner:
   * /working-with-server/tech-questions/reset-password). A clause that reads inside a sentence.
   */
  passwordReset: {
    scope:
      'кнопка «Сбросить пароль» есть на странице VPS, а на выделенном сервере пароль root сбрасывают сами — через ' +
      'консоль или режим восстановления',
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
