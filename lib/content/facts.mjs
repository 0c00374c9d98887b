// Which attribute of which fact component names an entry of src/data/provider.ts, so that writers' checks
// catch a mistyped id without a build (the components in src/components/Facts throw on it at build time).
import path from 'node:path';
import {importTs} from '../import-ts.mjs';
import {ROOT} from './routes.mjs';

export const PROVIDER_FILE = path.join(ROOT, 'src/data/provider.ts');

/** The provider facts object (the default export of src/data/provider.ts). */
export function loadProvider(file = PROVIDER_FILE) {
  return importTs(file).default;
}

const table = (key) => (provider) => provider[key];
/** component → [attribute, (provider) → the table its value must be a key of]. */
export const ID_ATTRIBUTES = {
  Menu: ['id', table('menu')],
  Department: ['id', table('ticketDepartments')],
  Action: ['id', table('serverActions')],
  Team: ['id', table('teams')],
  Hours: ['team', table('teams')],
  Plan: ['id', table('plans')],
  DataCentre: ['id', table('dataCentres')],
  Discontinued: ['id', table('paymentDiscontinued')],
  SiteLink: ['to', table('site')],
  PaymentMethods: ['audience', table('payment')],
  // <Policy id> names a rule of the policy register (src/data/policies.ts), not a provider table.
  Policy: ['id', () => importTs(path.join(ROOT, 'src/data/policies.ts')).policies],
  // <Email id="billing"> prints contacts.billingEmail.
  Email: [
    'id',
    (p) =>
      Object.fromEntries(
        Object.keys(p.contacts)
          .filter((k) => k.endsWith('Email'))
          .map((k) => [k.slice(0, -5), k]),
      ),
  ],
};

/** The attribute of a fact component that names a provider entry (undefined for other components). */
export const factIdAttribute = (component) => (component === 'Fact' ? 'id' : ID_ATTRIBUTES[component]?.[0]);

/** A Russian message when `value` is not a valid id for `component`, else null. */
export function checkFactId(provider, component, value) {
  if (component === 'Fact') {
    let node = provider;
    for (const part of value.split('.')) {
      if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part))
        return `<Fact id="${value}">: такого факта нет в src/data/provider.ts (путь через точку, например terms.deleteAfterDays)`;
      node = node[part];
    }
    if (typeof node !== 'string' && typeof node !== 'number')
      return `<Fact id="${value}">: это не одно значение, а набор — выберите конкретное поле или компонент-список`;
    return null;
  }
  const spec = ID_ATTRIBUTES[component];
  if (!spec) return null;
  const ids = spec[1](provider) ?? {};
  if (Object.hasOwn(ids, value)) return null;
  return `<${component} ${spec[0]}="${value}">: неизвестный id; допустимые: ${Object.keys(ids).join(', ')} (${component === 'Policy' ? 'src/data/policies.ts' : 'src/data/provider.ts'})`;
}
