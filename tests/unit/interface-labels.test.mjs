// Interface labels of the billing panel (menu items, server buttons, ticket departments, form labels) live once
// in src/data/provider.ts. A fact or policy that names one interpolates the constant («${serverActions.prolong}»)
// instead of typing the label, so that renaming a button in the panel changes every sentence that mentions it.
// Comments may name labels; string literals may not.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {importTs} from '../../lib/import-ts.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const GROUPS = ['menu', 'serverActions', 'ticketDepartments', 'panelButtons', 'payerForm', 'ticket'];

/** Labels by value: {'Продлить': 'serverActions.prolong', …}. */
export function labelsOf(provider) {
  const labels = new Map();
  for (const group of GROUPS)
    for (const [key, value] of Object.entries(provider[group] ?? {}))
      if (!labels.has(value)) labels.set(value, `${group}.${key}`);
  return labels;
}

/** Findings for one source file: a label typed in «» inside a string literal (comment lines are skipped). */
export function typedLabels(source, labels, file) {
  const findings = [];
  source.split('\n').forEach((line, i) => {
    if (/^\s*(\*|\/\*\*|\/\/)/.test(line)) return;
    for (const m of line.matchAll(/«([^»]+)»/g)) {
      const id = labels.get(m[1]);
      if (id) findings.push(`${file}:${i + 1}: «${m[1]}» is typed; interpolate \${${id}}`);
    }
  });
  return findings;
}

const {provider} = importTs('src/data/provider.ts');
const labels = labelsOf(provider);

test('the check finds a typed label and accepts an interpolated one', () => {
  const typed = `    prolong: 'кнопка «Продлить» на странице услуги',`;
  const interpolated = '    prolong: `кнопка «${serverActions.prolong}» на странице услуги`,';
  assert.equal(typedLabels(typed, labels, 'x.ts').length, 1);
  assert.match(typedLabels(typed, labels, 'x.ts')[0], /serverActions\.prolong/);
  assert.deepEqual(typedLabels(interpolated, labels, 'x.ts'), []);
  assert.ok(labels.size > 30, `only ${labels.size} labels found in provider.ts`);
});

test('facts and policies name panel labels through the constants', () => {
  const findings = [];
  for (const file of ['src/data/provider.ts', 'src/data/policies.ts'])
    findings.push(...typedLabels(fs.readFileSync(path.join(root, file), 'utf8'), labels, file));
  assert.deepEqual(findings, [], `\n${findings.join('\n')}`);
});
