// Wrapped (not ejected) so that every article can use the provider-facts components, Tabs and card lists without imports.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import DocCardList from '@theme/DocCardList';
import Term from '@site/src/components/Term';
import * as Facts from '@site/src/components/Facts';

export default {
  ...MDXComponents,
  ...Facts,
  Tabs,
  TabItem,
  DocCardList,
  Term,
};
