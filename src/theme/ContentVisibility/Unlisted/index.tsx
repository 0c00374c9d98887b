// Overridden: unlisted pages are ordinary articles reached by a link, so keep the noindex metadata but show no banner.
import React, {type ReactNode} from 'react';
import {UnlistedMetadata} from '@docusaurus/theme-common';

export default function Unlisted(): ReactNode {
  return <UnlistedMetadata />;
}
