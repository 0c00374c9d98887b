// Replaces @docusaurus/theme-classic@3.10.2 src/theme/DocBreadcrumbs/StructuredData: upstream writes raw JSON.stringify into the script, so a label with `</script>` could break out; this one escapes it.
import React, {type ReactNode} from 'react';
import {useBreadcrumbsStructuredData} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';
import JsonLd from '@site/src/components/JsonLd';

export default function DocBreadcrumbsStructuredData(props: Props): ReactNode {
  const structuredData = useBreadcrumbsStructuredData({breadcrumbs: props.breadcrumbs});
  return <JsonLd data={structuredData as unknown as Record<string, unknown>} />;
}
