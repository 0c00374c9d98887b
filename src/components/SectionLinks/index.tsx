/** Cards to the main sections of the help centre (listed in src/data/sections.ts): home page and not-found page. */
import React, {type ReactNode} from 'react';
import CardGrid from '@site/src/components/CardGrid';
import mainSections from '@site/src/data/sections';

export default function SectionLinks(): ReactNode {
  return <CardGrid cards={[...mainSections]} />;
}
