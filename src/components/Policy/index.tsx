/**
 * A rule from the policy register (src/data/policies.ts) as a clause inside a sentence:
 * «По нашим правилам <Policy id="refundTerm" />.» Outside the owning article, link to the owner route.
 * `capital` starts the clause with a capital letter when it opens a sentence.
 * Registered globally through src/components/Facts (no import in articles); check-mdx checks the id,
 * and an unknown id also throws during the build, naming the id.
 */
import type {ReactNode} from 'react';
import policies, {type PolicyId} from '@site/src/data/policies';
import {capitalise} from '@site/src/utils/capitalise';

export default function Policy({id, capital = false}: {id: PolicyId; capital?: boolean}): ReactNode {
  if (!Object.prototype.hasOwnProperty.call(policies, id)) {
    throw new Error(
      `<Policy>: unknown id "${id}". Known ids: ${Object.keys(policies).join(', ')} (src/data/policies.ts)`,
    );
  }
  const {text} = policies[id];
  return <>{capital ? capitalise(text) : text}</>;
}
