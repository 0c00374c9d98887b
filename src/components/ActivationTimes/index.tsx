/**
 * Activation times of all server kinds in one clause, from src/data/provider.ts (timing.*).
 * Registered globally through src/components/Facts (no import in articles).
 */
import type {ReactNode} from 'react';
import provider from '@site/src/data/provider';
import {capitalise} from '@site/src/utils/capitalise';

const activationLabels = {
  vpsActivation: 'VPS',
  dedicatedInStockActivation: 'выделенный сервер из наличия',
  dedicatedCustomActivation: 'в индивидуальной конфигурации',
} as const;
const activationBasis = ' после зачисления оплаты';

/**
 * All activation times in one clause, with «после зачисления оплаты» said once instead of after every
 * term (each timing fact carries it, which reads three times in a list): <ActivationTimes />, or
 * <ActivationTimes only="dedicated" /> for the two dedicated-server terms; `capital` when it opens a sentence.
 */
export default function ActivationTimes({only, capital = false}: {only?: 'dedicated'; capital?: boolean}): ReactNode {
  const ids = (Object.keys(activationLabels) as (keyof typeof activationLabels)[]).filter(
    (id) => only !== 'dedicated' || id !== 'vpsActivation',
  );
  const parts = ids.map((id) => {
    const value: string = provider.timing[id];
    if (!value.endsWith(activationBasis)) {
      throw new Error(
        `<ActivationTimes>: timing.${id} no longer ends with "${activationBasis}" (src/data/provider.ts)`,
      );
    }
    return `${activationLabels[id]} — ${value.slice(0, -activationBasis.length)}`;
  });
  const text = `${parts.join(', ')}; срок считается с момента зачисления оплаты`;
  return <>{capital ? capitalise(text) : text}</>;
}
