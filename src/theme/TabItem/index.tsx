// Wrapped: without JavaScript every panel is shown (static/noscript.css), so each panel gets its tab's label, printed only then.
import React, {type ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TabItemType>;

export default function TabItemWrapper(props: Props): ReactNode {
  return (
    <>
      <noscript>
        <p className="tab-label-nojs">
          <strong>{props.label ?? props.value}</strong>
        </p>
      </noscript>
      <TabItem {...props} />
    </>
  );
}
