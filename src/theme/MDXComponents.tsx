// Wrapped (not ejected) so that every article can use the provider-facts components and Tabs without imports
// (<DocCardList /> too: plugins/remark-import-on-use.mjs adds its import to the pages that use it).
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Term from '@site/src/components/Term';
import * as Facts from '@site/src/components/Facts';

export default {
  ...MDXComponents,
  ...Facts,
  Tabs,
  TabItem,
  Term,
};
