// The policy register (src/data/policies.ts): every rule has one owning article, and no other article
// restates it in its own words. Other articles print it with <Policy id="…" /> and link to the owner.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {importTs} from '../../lib/import-ts.mjs';
import {readDocs} from '../../lib/content/docs.mjs';
import {withoutCode} from '../../lib/content/prose.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Findings for one article: restatements of policies it does not own, Policy use without a link to the owner. */
export function checkArticle(route, source, policies) {
  const text = withoutCode(source);
  const findings = [];
  for (const [id, policy] of Object.entries(policies)) {
    if (route === policy.owner) continue;
    for (const pattern of policy.restatements) {
      const m = new RegExp(pattern, 'iu').exec(text);
      if (m) {
        const line = text.slice(0, m.index).split('\n').length;
        findings.push(
          `line ${line}: «${m[0]}» restates policy "${id}" owned by ${policy.owner}; print <Policy id="${id}" /> and link there`,
        );
      }
    }
  }
  for (const m of text.matchAll(/<Policy\s+id="([^"]+)"/g)) {
    const policy = policies[m[1]];
    if (!policy) {
      findings.push(`<Policy id="${m[1]}" />: unknown policy (src/data/policies.ts)`);
    } else if (route !== policy.owner && !text.includes(`](${policy.owner})`) && !text.includes(`](${policy.owner}#`)) {
      findings.push(`<Policy id="${m[1]}" /> without a link to its owning article ${policy.owner}`);
    }
  }
  return findings;
}

const {policies} = importTs('src/data/policies.ts');
const docs = readDocs();
const routes = new Map(docs.map((d) => [d.route, d.file]));

test('every policy has an existing owning article and valid restatement patterns', () => {
  assert.ok(Object.keys(policies).length >= 10, 'the register lists the policies');
  for (const [id, policy] of Object.entries(policies)) {
    assert.ok(routes.has(policy.owner), `policy "${id}": owner ${policy.owner} is not an article in docs/`);
    assert.match(
      policy.text,
      /^[a-zа-яё]/u,
      `policy "${id}": text must start in lower case (it reads inside a sentence)`,
    );
    assert.doesNotMatch(policy.text, /[.\s]$/u, `policy "${id}": text must not end with a full stop or space`);
    for (const pattern of policy.restatements)
      assert.doesNotThrow(() => new RegExp(pattern, 'iu'), `policy "${id}": ${pattern}`);
  }
});

test('the check flags a restatement outside the owner, an unlinked <Policy>, and accepts the owner', () => {
  const [id, policy] = Object.entries(policies).find(([, p]) => p.restatements.length > 0);
  const sample =
    'Деньги вернутся <Fact id="terms.refundDays" />. Вы регистрируетесь и оплачиваете услуги. Оплата означает акцепт оферты.';
  assert.ok(checkArticle('/some/other', sample, policies).length >= 2, 'restatements are flagged');
  assert.equal(
    checkArticle(policies.offerAcceptance.owner, 'Вы регистрируетесь и оплачиваете услуги.', policies).length,
    0,
  );
  assert.equal(
    checkArticle('/x', `Правило: <Policy id="${id}" />.`, policies).length,
    1,
    'Policy without link flagged',
  );
  assert.equal(
    checkArticle('/x', `Правило: <Policy id="${id}" />, см. [статью](${policy.owner}).`, policies).length,
    0,
  );
  assert.equal(checkArticle('/x', '<Policy id="noSuchPolicy" />', policies).length, 1, 'unknown id flagged');
});

test('no article restates a policy it does not own', () => {
  const problems = [];
  for (const [route, file] of routes) {
    for (const f of checkArticle(route, fs.readFileSync(file, 'utf8'), policies)) {
      problems.push(`${path.relative(root, file)}: ${f}`);
    }
  }
  assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
});
