// Search quality: queries written the way customers type them, each with the articles that must be in the top 5.
// Runs in Chromium on the results page /search, served by nginx from the build: the deployed index and the
// site's own query handling, exactly what a reader gets. Where a query fails because an article never uses the reader's words, add them to the article's
// front matter `keywords` (indexed, never displayed), not to the engine.
import {test, expect} from '@playwright/test';
import {readDocs} from './docs';

const docs = readDocs();
const routeOf = new Map(docs.map((d) => [d.id, d.route]));

// [query, doc ids of which at least one must be among the first 5 results]
const cases: [string, string[]][] = [
  ['как вернуть деньги', ['payment/refund']],
  ['возврат средств на карту', ['payment/refund']],
  ['закрывающие документы', ['billing-register/legal-entity/ru/accounting-docs']],
  ['отчётные документы для бухгалтерии', ['billing-register/legal-entity/ru/accounting-docs']],
  ['отчетные документы', ['billing-register/legal-entity/ru/accounting-docs']],
  ['акт и счёт-фактура', ['billing-register/legal-entity/ru/accounting-docs']],
  [
    'не осталось места на диске',
    ['working-with-server/tech-questions/no-space-left', 'working-with-server/tech-questions/logs-or-backups'],
  ],
  ['No space left on device', ['working-with-server/tech-questions/no-space-left']],
  ['диск заполнен', ['working-with-server/tech-questions/no-space-left']],
  [
    'забыл пароль root',
    [
      'working-with-server/tech-questions/reset-password',
      'working-with-server/credentials/forgot',
      'working-with-server/tech-questions/vps/password-reset',
    ],
  ],
  ['как подключиться к серверу по ssh', ['working-with-server/tech-questions/ssh-connect']],
  ['ssh ключ', ['working-with-server/credentials/recommendations', 'working-with-server/tech-questions/ssh-connect']],
  ['upload_max_filesize', ['working-with-server/tech-questions/php/max-filesize']],
  ['post_max_size', ['working-with-server/tech-questions/php/max-filesize']],
  ['innodb_buffer_pool_size', ['working-with-server/tech-questions/mysql/optimizing']],
  ['max_allowed_packet', ['working-with-server/tech-questions/mysql/import-big-dump']],
  ['поменять часовой пояс', ['working-with-server/tech-questions/timezone']],
  ['timedatectl', ['working-with-server/tech-questions/timezone']],
  ['файл подкачки', ['working-with-server/tech-questions/vps/swap']],
  ['swap', ['working-with-server/tech-questions/vps/swap']],
  ['mtr', ['working-with-server/tech-questions/mtr']],
  ['трассировка маршрута', ['working-with-server/tech-questions/mtr']],
  [
    'ддос атака',
    ['working-with-server/tech-questions/ddos/index', 'working-with-server/tech-questions/ddos/protection'],
  ],
  ['защита от ddos', ['prepurchase/ddos', 'working-with-server/tech-questions/ddos/protection']],
  ['переустановить ос', ['services/os/reinstall', 'working-with-server/tech-questions/vps/os-reinstall']],
  ['установить windows server', ['services/os/windows/installing-windows']],
  ['оплатить банковской картой', ['payment/methods/individuals-ru/credit-card']],
  ['как оплатить организации', ['payment/methods/legal-entity-ru', 'billing-register/legal-entity/ru/payment-methods']],
  ['безналичная оплата по счёту', ['payment/new/bank-transfer']],
  ['ндс', ['payment/new/vat']],
  ['оплата биткоином', ['payment/methods/individuals-not-ru/bitcoin']],
  ['яндекс деньги', ['payment/methods/individuals-ru/yandex']],
  ['платеж не прошел', ['payment/active/error']],
  ['деньги не пришли на баланс', ['payment/new/hidden-payment', 'payment/new/how-fast']],
  ['автопродление', ['payment/active/prolong']],
  ['что будет если не оплатить сервер', ['payment/active/overdue']],
  ['часы работы техподдержки', ['payment/schedule/support']],
  ['создать тикет', ['billing-inside/support-request']],
  ['двухфакторная аутентификация', ['billing-register/account-info/billing-login']],
  ['2fa', ['billing-register/account-info/billing-login']],
  ['сменить email', ['billing-register/account-info/contact-change']],
  ['кодовое слово', ['billing-register/account-info/codeword']],
  ['сертификат для www', ['services/ssl/with-www']],
  ['wildcard', ['services/ssl/positivessl-wildcard', 'services/ssl/wildcard-several-servers']],
  ['csr', ['services/ssl/csr']],
  ['сбросить пароль fastpanel', ['order/panels/fastpanel/reset-password']],
  ['вход в ispmanager', ['order/panels/ispmanager/access']],
  ['raid', ['glossary/raid', 'order/hdd/raid']],
  ['замена диска в raid', ['working-with-server/tech-questions/dedic/raid']],
  ['сломался диск', ['order/hdd/broken', 'order/hdd/what-if-broken']],
  ['hdd или ssd', ['order/hdd/difference']],
  ['nvme', ['order/hdd/difference']],
  ['локальная сеть между серверами', ['working-with-server/lan/index', 'working-with-server/lan/howto']],
  ['ipv6', ['order/additional-ip/ipv6']],
  ['обратная зона rdns', ['glossary/ptr']],
  ['cron', ['working-with-server/tech-questions/crontab']],
  ['закрыть порт iptables', ['working-with-server/tech-questions/vulnerable-services/iptables']],
  ['docker открытые порты', ['working-with-server/tech-questions/vulnerable-services/docker']],
  ['rescue', ['working-with-server/tech-questions/dedic/rescue']],
  ['перезагрузить vps', ['working-with-server/tech-questions/vps/reboot']],
  ['где находятся дата-центры', ['prepurchase/physical-location']],
  ['майнинг', ['prepurchase/forbidden-software/mining']],
  ['торренты', ['prepurchase/forbidden-software/torrent']],
  ['отказаться от сервера', ['service-cancellation/server-cancel', 'service-cancellation/index']],
  ['перенос сайта с другого хостинга', ['services/from-other-hosting', 'additional-services/migrations']],
  ['сервер для 1с', ['services/choosing-plan/1c']],
  ['майнкрафт', ['services/choosing-plan/minecraft']],
  ['проверить сайт до смены dns', ['working-with-server/tech-questions/hosts']],
  ['sftp', ['working-with-server/tech-questions/ftp']],
  [
    'бекап сервера',
    [
      'working-with-server/tech-questions/backup/who-make-backups',
      'working-with-server/tech-questions/backup/where-to-store',
      'order/backup/index',
      'additional-services/backup',
    ],
  ],
  ['промокод', ['order/discount']],
  ['vds', ['working-with-server/tech-questions/vps/vps-vs-vds']],
  ['vps или выделенный сервер', ['services/vps-vs-dedic']],
  ['сменить пароль администратора windows', ['working-with-server/credentials/windows-chpass']],
  ['терминальные лицензии', ['services/os/windows/terminal-licenses']],
  ['сколько стоит сервер в сша', ['prepurchase/us-server-cost']],
];

test('search quality: at least 95 % of customer queries find the right article in the top 5', async ({page}) => {
  for (const [, ids] of cases) for (const id of ids) expect(routeOf.get(id), `unknown doc id ${id}`).toBeTruthy();
  expect(cases.length).toBeGreaterThanOrEqual(40);
  // Each query once: a repeated row would count the same success twice.
  const queries = cases.map(([q]) => q.toLowerCase());
  expect(queries.filter((q, i) => queries.indexOf(q) !== i)).toEqual([]);
  // The results page, used as a reader uses it: type a query into its form, press Enter, read the first 5 links.
  await page.goto('/search');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const box = page.getByRole('searchbox', {name: 'Поисковый запрос'});
  const results: string[][] = [];
  for (const [query] of cases) {
    await box.fill(query);
    await box.press('Enter');
    await expect(page.locator('h1')).toHaveText(`Результаты поиска по запросу «${query}»`);
    await expect(page.locator('main [role="status"]')).not.toHaveText('Ищем…');
    const links = await page
      .locator('main ol > li h2 a')
      .evaluateAll((as) => as.slice(0, 5).map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    results.push(links);
  }
  const failures: string[] = [];
  cases.forEach(([query, ids], i) => {
    const wanted = ids.map((id) => routeOf.get(id)!);
    if (!results[i].some((url) => wanted.includes(url)))
      failures.push(`«${query}»: want ${wanted.join(' or ')}, got ${results[i].join(', ') || 'nothing'}`);
  });
  const passRate = (cases.length - failures.length) / cases.length;
  console.log(
    `search quality: ${cases.length - failures.length}/${cases.length} passed (${(passRate * 100).toFixed(1)} %)`,
  );
  if (failures.length) console.log(failures.join('\n'));
  expect(passRate, failures.join('\n')).toBeGreaterThanOrEqual(0.95);
});
